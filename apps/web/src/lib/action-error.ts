import { useCallback } from 'react';
import { toast } from './toast';
import { ApiError } from './api-client';
import { useMessageTranslator } from './form-messages';
import { useTranslation } from './translation';

/**
 * The translated reason of a failed call (`errors.<code>`, e.g. ADMIN_SELF_LOCKOUT); an
 * unexpected one (5xx) also says the request's id, for a member to quote to support.
 */
export function useErrorReason(): (error: unknown) => string {
  const translate = useMessageTranslator();
  const { translateKey } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const reason = translate(`errors.${error instanceof ApiError ? error.code : 'INTERNAL'}`);
      if (!(error instanceof ApiError) || error.status < 500 || !error.requestId) return reason;
      return `${reason} ${translateKey('common.errorCode', { id: error.requestId })}`;
    },
    [translate, translateKey],
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
