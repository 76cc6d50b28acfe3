import type { FieldIssue } from '@vusal/shared/errors';
import { signUpSchema } from '@vusal/shared/schemas/registration';
import { accountLocaleOf } from '@vusal/shared/locale/site-locale';
import { useTranslation } from '../../../lib/translation';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useSignUp } from '../api/sign-up';
import { clearSignUpDraft } from '../lib/draft';
import {
  fieldOfPath,
  firstInWizardOrder,
  PHOTO_FIELD,
  type SignUpFormValues,
  type WizardFieldName,
} from '../lib/form-values';
import { toSignUpRequest } from '../lib/to-sign-up-request';
import { useFieldText } from '../lib/use-field-text';
import type { PhotoField } from './use-photo-field';

type SubmitOptions = {
  form: UseFormReturn<SignUpFormValues, WizardContext>;
  photo: PhotoField;
  /** Opens the step of `field` and puts the keyboard on it. */
  showField: (field: WizardFieldName) => void;
  /** Once sent, nothing is left to lose: leaving no longer asks. */
  allowLeave: () => void;
};

export type WizardContext = { step: number };

/** Answers about the photo alone, by status (docs/api/accounts.md). */
const photoStatuses: Record<number, FieldIssue> = {
  413: { path: PHOTO_FIELD, message: 'validation.photoSize' },
  415: { path: PHOTO_FIELD, message: 'validation.photoType' },
  // The contract lists 422 UNDERAGE; the shared schema reports it as a birth-date issue.
  422: { path: 'birthDate', message: 'validation.underage' },
};

/**
 * Sends the wizard. Whatever fails, nothing typed is lost: field problems (the browser's own
 * check with `signUpSchema`, or the server's issues) are shown on their fields and the wizard
 * opens the step of the first; other failures are a toast with the `errors.<code>` text.
 */
export function useSignUpSubmit({ form, photo, showField, allowLeave }: SubmitOptions) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { localizedPath } = locale;
  const navigate = useNavigate();
  const { errorText } = useFieldText();
  const mutation = useSignUp();

  const showIssues = (issues: readonly FieldIssue[]) => {
    const invalid = new Map<WizardFieldName, string>();
    for (const issue of issues) {
      const field = fieldOfPath(issue.path);
      if (field && !invalid.has(field)) invalid.set(field, issue.message);
    }
    for (const [field, message] of invalid) {
      if (field === PHOTO_FIELD) photo.setError(message);
      else form.setError(field, { type: 'server', message });
    }
    toast.error(t('errors.VALIDATION_FAILED'));
    const first = firstInWizardOrder(invalid.keys());
    if (first) showField(first);
  };

  const handleError = (error: Error) => {
    if (error instanceof ApiError) {
      if (error.code === 'VALIDATION_FAILED' && error.issues.length > 0)
        return showIssues(error.issues);
      const photoIssue = photoStatuses[error.status];
      if (photoIssue) return showIssues([photoIssue]);
    }
    toast.error(errorText(error instanceof ApiError ? error.code : 'INTERNAL'));
  };

  const submit = () => {
    if (mutation.isPending) return;
    const request = toSignUpRequest(form.getValues(), accountLocaleOf(locale));
    // A simulated submit creates nothing, so its steps went unchecked and nothing is checked.
    const checked = mutation.isSimulated ? null : signUpSchema.safeParse(request);
    if (checked && !checked.success) {
      return showIssues(
        checked.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      );
    }
    mutation.mutate(
      { request, photo: photo.file },
      {
        onSuccess: () => {
          allowLeave();
          clearSignUpDraft();
        },
        onError: handleError,
        onSimulated: () => {
          allowLeave();
          clearSignUpDraft();
          navigate(localizedPath('/dashboard'));
        },
      },
    );
  };

  return {
    submit,
    isSending: mutation.isPending,
    isDone: mutation.isSuccess,
    /** The submit will only be simulated, so the steps are not checked (spec section 4). */
    isSimulated: mutation.isSimulated,
  };
}
