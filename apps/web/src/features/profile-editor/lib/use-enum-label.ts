import type { EnumerationName } from '@vusal/shared/catalog/enums';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/translation';

type TranslateKey = (key: string) => string;

/** The label of a stored enumeration value: `enums.<name>.<value>` (the i18n test proves each exists). */
export function useEnumLabel(): (name: EnumerationName, value: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (name, value) => (t as unknown as TranslateKey)(`enums.${name}.${value}`),
    [t],
  );
}
