import { zodResolver } from '@hookform/resolvers/zod';
import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import { deletionReasons } from '@vusal/shared/catalog/enums';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { FormProblem } from '../../../components/form/form-problem';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/text-field';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { ApiError } from '../../../lib/api-client';
import { applyServerIssues, useMessageTranslator } from '../../../lib/form-messages';
import { useLocale } from '../../../lib/use-locale';
import {
  deleteAccountSchema,
  useDeleteAccount,
  type DeleteAccountInput,
} from '../api/delete-account';
import { DeleteAccountDialog } from './delete-account-dialog';

type DeleteAccountScreenProps = { onDeleted: () => void };

/**
 * Spec: a required reason, a free text for "other", a red button that stays disabled until
 * the choice is valid, then a confirmation. The button is only `aria-disabled`, so it stays
 * reachable and, pressed early, points at what is missing.
 */
export function DeleteAccountScreen({ onDeleted }: DeleteAccountScreenProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const { localizedPath } = useLocale();
  const deletion = useDeleteAccount();
  /** The checked choice awaiting confirmation; the dialog is open while it is set. */
  const [toConfirm, setToConfirm] = useState<DeleteAccountInput | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    // The empty choice is what the select shows first; the schema refuses it.
    defaultValues: { reason: '' as DeleteAccountInput['reason'], otherReason: '' },
    mode: 'onTouched',
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { isValid } = form.formState;

  const confirmDeletion = () => {
    if (deletion.isPending || !toConfirm) return;
    setProblem(null);
    const { reason: chosen, otherReason } = toConfirm;
    const input = chosen === 'other' ? { reason: chosen, otherReason } : { reason: chosen };
    deletion.mutate(input, {
      onSuccess: () => {
        toast.success(t('account.delete.success'), { duration: TOAST_DURATION_MS.deletion });
        onDeleted();
      },
      onError: (error) => {
        setToConfirm(null);
        if (
          error instanceof ApiError &&
          applyServerIssues(error, ['reason', 'otherReason'], form.setError)
        )
          return;
        // 401: the session already ended; the guard sends the person to sign in.
        if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return;
        const isNetwork = error instanceof ApiError && error.code === 'NETWORK';
        setProblem(translate(isNetwork ? 'errors.NETWORK' : 'account.delete.failed'));
      },
    });
  };

  return (
    <CardPage
      icon={<UserX aria-hidden="true" className="size-6" />}
      title={t('account.delete.title')}
      lead={t('account.delete.lead')}
    >
      <FormProvider {...form}>
        <form
          method="post"
          noValidate
          onSubmit={form.handleSubmit(setToConfirm)}
          className="space-y-5"
        >
          <FormProblem message={problem} />
          <SelectField
            name="reason"
            id="deletion-reason"
            label={t('account.delete.reason')}
            placeholder={t('account.delete.reasonPlaceholder')}
            isRequired
            options={deletionReasons.map((value) => ({
              value,
              label: t(`enums.deletion_reason.${value}`),
            }))}
          />
          {reason === 'other' ? (
            <TextareaField
              name="otherReason"
              id="deletion-other-reason"
              label={t('account.delete.otherReason')}
              hint={t('account.delete.otherHint')}
              isRequired
              maxLength={1000}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Link to={localizedPath('/my-profile')} className={buttonClasses('secondary', 'lg')}>
              {t('account.delete.cancel')}
            </Link>
            <Button
              type="submit"
              variant="danger"
              size="lg"
              aria-disabled={!isValid || undefined}
              aria-describedby={isValid ? undefined : 'deletion-submit-hint'}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            >
              {t('account.delete.submit')}
            </Button>
          </div>
          {isValid ? null : (
            <p id="deletion-submit-hint" className="text-right text-sm text-stone-500">
              {reason === 'other'
                ? t('account.delete.submitHintOther')
                : t('account.delete.submitHint')}
            </p>
          )}
        </form>
      </FormProvider>
      <DeleteAccountDialog
        isOpen={toConfirm !== null}
        isBusy={deletion.isPending}
        onOpenChange={(isOpen) => !isOpen && setToConfirm(null)}
        onConfirm={confirmDeletion}
      />
    </CardPage>
  );
}
