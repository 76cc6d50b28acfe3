import type { EnumerationName } from '@vusal/shared/catalog/enums';
import { validationMessageParams } from '@vusal/shared/schemas/messages';
import { useTranslation } from '../../../lib/translation';

/**
 * Texts that come as data: validation keys from the shared schemas or the server's issues
 * (translated with `validationMessageParams`, as messages.ts asks), error codes and enumeration
 * labels.
 */
export function useFieldText() {
  const { translateKey: translate, i18n } = useTranslation();
  return {
    message: (key: string): string =>
      translate(i18n.exists(key) ? key : 'validation.invalid', validationMessageParams),
    /** `errors.<code>`: the client's text for an error code (INTERNAL's if it has none yet). */
    errorText: (code: string): string =>
      translate(i18n.exists(`errors.${code}`) ? `errors.${code}` : 'errors.INTERNAL'),
    enumLabel: (name: EnumerationName, value: string): string =>
      translate(`enums.${name}.${value}`),
  };
}
