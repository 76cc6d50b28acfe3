import { HEIGHT_CM } from '@vusal/shared/catalog/constants';

/*
 * What the member's own profile editor and a relative's suggestion form (decision 053) share:
 * how an input holds a profile field, and how the changed fields are found and read for the
 * shared `profileUpdateSchema`.
 */

/** An input's value: text (`''` for nothing chosen or written) or a list of choices. */
export type ProfileFormValue = string | readonly string[];

/** Numbers typed or picked; `''` is "not given" (stored as null). */
export const numberFields = ['height', 'partnerAgeMin', 'partnerAgeMax'] as const;

const isNumberField = (field: string): boolean =>
  (numberFields as readonly string[]).includes(field);

/** The heights a profile offers, in centimetres. */
export const profileHeights = Array.from(
  { length: HEIGHT_CM.max - HEIGHT_CM.min + 1 },
  (_, index) => HEIGHT_CM.min + index,
);

/** A stored value as an input holds it: null as `''`, a number as its digits. */
export function toFormValue(stored: string | number | readonly string[] | null): ProfileFormValue {
  if (Array.isArray(stored)) return [...stored];
  return stored === null ? '' : String(stored);
}

/**
 * The values as `profileUpdateSchema` reads them: an empty number is null (the schema would
 * coerce `''` to 0); everything else goes as typed, for the schema to trim and check.
 */
export function toSchemaInput<F extends string>(
  fields: readonly F[],
  values: Record<F, ProfileFormValue>,
): Record<F, unknown> {
  const input = {} as Record<F, unknown>;
  for (const field of fields) {
    const value = values[field];
    input[field] =
      isNumberField(field) && typeof value === 'string' && value.trim() === '' ? null : value;
  }
  return input;
}

/** A value as compared for "did it change": trimmed text, lists in any order. */
function comparable(value: ProfileFormValue): string {
  if (typeof value !== 'string') return JSON.stringify([...value].sort());
  return value.trim();
}

/** The fields whose value differs from the one the form started with. */
export function changedFields<F extends string>(
  fields: readonly F[],
  initial: Record<F, ProfileFormValue>,
  current: Record<F, ProfileFormValue>,
): F[] {
  return fields.filter((field) => comparable(initial[field]) !== comparable(current[field]));
}
