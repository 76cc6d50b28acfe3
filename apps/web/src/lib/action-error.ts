import { useCallback } from 'react';
import { toast } from './toast';
import { ApiError } from './api-client';
import { useMessageTranslator } from './form-messages';

/** The translated reason of a failed call (`errors.<code>`, e.g. ADMIN_SELF_LOCKOUT). */
export function useErrorReason(): (error: unknown) => string {
  const translate = useMessageTranslator();
  return useCallback(
    (error: unknown) => translate(`errors.${error instanceof ApiError ? error.code : 'INTERNAL'}`),
    [translate],
  );
}

/** A failed action's toast: the spec's title, and why it failed underneath. */
export function useActionErrorToast(): (title: string, error: unknown) => void {
  const reason = useErrorReason();
  return useCallback(
    (title: string, error: unknown) => {
      toast.error(title, { description: reason(error) });
    },
    [reason],
  );
}
