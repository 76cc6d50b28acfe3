import { enumerations, type EnumerationName } from '@vusal/shared/catalog/enums';
import type { ProposalValue } from '@vusal/shared/schemas/profile-proposals';
import { useCallback } from 'react';
import { useCities } from '../../../lib/cities';
import { useTranslation } from '../../../lib/translation';

const snake = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The enumeration a choice field takes its values from (`maritalStatus` → `marital_status`). */
function enumerationOf(field: string): EnumerationName | undefined {
  const name = snake(field);
  return name in enumerations ? (name as EnumerationName) : undefined;
}

/** A field's value as the member reads it: choices by their labels, empty said in words. */
export function useProposalValue(): (field: string, value: ProposalValue) => string {
  const { t, translateKey } = useTranslation();
  const { nameOf } = useCities();
  return useCallback(
    (field, value) => {
      if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
        return t('proposals.emptyValue');
      }
      if (field === 'city' && typeof value === 'string') return nameOf(value);
      if (field === 'height' && typeof value === 'number') {
        return t('editor.heightOption', { cm: value });
      }
      const enumeration = enumerationOf(field);
      const label = (one: string) =>
        enumeration ? translateKey(`enums.${enumeration}.${one}`) : one;
      return Array.isArray(value) ? value.map(label).join(', ') : label(String(value));
    },
    [t, translateKey, nameOf],
  );
}
