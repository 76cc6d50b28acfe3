import { zodResolver } from '@hookform/resolvers/zod';
import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { toast } from '../../../lib/toast';
import { FormProblem } from '../../../components/form/form-problem';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { BackLink, CardPage } from '../../../components/ui/card-page';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { ApiError } from '../../../lib/api-client';
import {
  applyServerIssues,
  useFieldMessages,
  useMessageTranslator,
} from '../../../lib/form-messages';
import { useLocale } from '../../../lib/use-locale';
import {
  changePasswordSchema,
  useChangePassword,
  type ChangePasswordInput,
} from '../api/change-password';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof fields)[number];

const fieldIds: Record<Field, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'confirm-password',
};

type ChangePasswordScreenProps = { onChanged: () => void };

/**
 * Spec details section 5: every error is listed together (and shown at its field), and the
 * list clears as soon as the person edits anything. D9: the server checks the current password.
 */
export function ChangePasswordScreen({ onChanged }: ChangePasswordScreenProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const messagesOf = useFieldMessages();
  const { localizedPath } = useLocale();
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    criteriaMode: 'all',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const { errors } = form.formState;
  const hasErrors = fields.some((field) => errors[field]);

  // After a refused submit the list takes focus, so it is read out in full.
  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  const clearOnEdit = () => {
    if (hasErrors) form.clearErrors();
    if (problem) setProblem(null);
  };
  const rules = { onChange: clearOnEdit };

  const submit = (values: ChangePasswordInput) => {
    if (change.isPending) return;
    setProblem(null);
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('auth.change.success'), { duration: TOAST_DURATION_MS.password });
        onChanged();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_INVALID') {
          form.setError('currentPassword', {
            type: 'server',
            message: 'errors.CURRENT_PASSWORD_INVALID',
          });
          setSummaryFocus((count) => count + 1);
          return;
        }
        if (error instanceof ApiError && applyServerIssues(error, fields, form.setError)) {
          setSummaryFocus((count) => count + 1);
          return;
        }
        // 401 means the session ended: the guard sends the person to sign in.
        if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return;
        setProblem(translate('errors.INTERNAL'));
      },
    });
  };

  const summary = summaryItems(errors, (error) => messagesOf(error));

  return (
    <CardPage
      icon={<LockKeyhole aria-hidden="true" className="size-6" />}
      title={t('auth.change.title')}
      lead={t('auth.change.lead')}
      back={<BackLink to={localizedPath('/my-profile')}>{t('auth.change.back')}</BackLink>}
    >
      <FormProvider {...form}>
        <form
          method="post"
          noValidate
          onSubmit={form.handleSubmit(submit, () => setSummaryFocus((count) => count + 1))}
          className="space-y-5"
        >
          <ErrorSummary ref={summaryRef} title={t('auth.change.errorsTitle')} items={summary} />
          <FormProblem message={problem} />
          <PasswordField
            name="currentPassword"
            id={fieldIds.currentPassword}
            label={t('auth.change.currentPassword')}
            autoComplete="current-password"
            rules={rules}
          />
          <PasswordField
            name="newPassword"
            id={fieldIds.newPassword}
            label={t('auth.change.newPassword')}
            autoComplete="new-password"
            rules={rules}
            describedBy={['password-rules']}
            after={<PasswordChecklist id="password-rules" password={newPassword} />}
          />
          <PasswordField
            name="confirmPassword"
            id={fieldIds.confirmPassword}
            label={t('auth.change.confirmPassword')}
            autoComplete="new-password"
            rules={rules}
          />
          <SubmitButton
            isPending={change.isPending}
            label={t('auth.change.submit')}
            pendingLabel={t('auth.change.submitting')}
          />
        </form>
      </FormProvider>
    </CardPage>
  );
}

function summaryItems(
  errors: FieldErrors<ChangePasswordInput>,
  messagesOf: (error: FieldErrors<ChangePasswordInput>[Field]) => string[],
): ErrorSummaryItem[] {
  return fields.flatMap((field) =>
    messagesOf(errors[field]).map((message) => ({ fieldId: fieldIds[field], message })),
  );
}
