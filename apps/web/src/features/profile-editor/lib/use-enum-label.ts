import type { EnumerationName } from '@vusal/shared/catalog/enums';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/translation';

/** The label of a stored enumeration value: `enums.<name>.<value>` (the i18n test proves each exists). */
export function useEnumLabel(): (name: EnumerationName, value: string) => string {
  const { translateKey } = useTranslation();
  return useCallback((name, value) => translateKey(`enums.${name}.${value}`), [translateKey]);
}
