import { validationMessageParams } from '@vusal/shared/schemas/messages';
import { useCallback } from 'react';
import { useTranslation } from './translation';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from './api-client';

/**
 * Translates a message key of the shared schemas or the API (`validation.*`, `errors.*`),
 * with the figures the validation texts interpolate. Unknown keys read as a generic error.
 */
export function useMessageTranslator(): (key: string, values?: { count?: number }) => string {
  const { translateKey, i18n } = useTranslation();
  return useCallback(
    (key: string, values?: { count?: number }) => {
      if (!i18n.exists(key) && !i18n.exists(`${key}_other`))
        return translateKey('validation.invalid');
      return translateKey(key, { ...validationMessageParams, ...values });
    },
    [translateKey, i18n],
  );
}

/** The translated messages of one field, for `FormField`'s `errors`. */
export function useFieldMessages(): (error: FieldError | undefined) => string[] {
  const translate = useMessageTranslator();
  return useCallback((error) => fieldErrorKeys(error).map((key) => translate(key)), [translate]);
}

/**
 * Every message key of one field. With `criteriaMode: 'all'` the zod resolver keeps them all
 * (a new password can miss several rules at once); otherwise there is the first one.
 */
export function fieldErrorKeys(error: FieldError | undefined): string[] {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
  );
  const keys = fromTypes.length > 0 ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(keys)];
}

/**
 * Puts the server's field issues (`VALIDATION_FAILED`) on the form's fields. Returns false when
 * none of them names a field of this form, so the caller shows a general message instead.
 */
export function applyServerIssues<T extends FieldValues>(
  error: ApiError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let applied = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message });
    applied = true;
  }
  return applied;
}
