import type { ProfileUpdateInput } from '@vusal/shared/schemas/profile-input';
import { editorFields, numberFields, type EditorField, type EditorValues } from './editor-values';

type SchemaInput = Record<EditorField, unknown>;

const isNumberField = (field: EditorField): boolean =>
  (numberFields as readonly string[]).includes(field);

/**
 * The form's values as `profileUpdateSchema` reads them: an empty number is null (the schema
 * would coerce `''` to 0); everything else goes as typed, for the schema to trim and check.
 */
export function toSchemaInput(values: EditorValues): SchemaInput {
  const input = {} as SchemaInput;
  for (const field of editorFields) {
    const value = values[field];
    input[field] =
      isNumberField(field) && typeof value === 'string' && value.trim() === '' ? null : value;
  }
  return input;
}

/** A value as compared for "did it change": trimmed text, lists in any order. */
function comparable(value: EditorValues[EditorField]): string {
  if (Array.isArray(value)) return JSON.stringify([...value].sort());
  return value.trim();
}

/** The fields whose value differs from the one the editor started with. */
export function changedFields(initial: EditorValues, current: EditorValues): EditorField[] {
  return editorFields.filter((field) => comparable(initial[field]) !== comparable(current[field]));
}

/**
 * The PATCH body: only the changed fields, with the values the schema produced (trimmed, null
 * for empty, numbers). Nothing else, so locked and unknown fields can never be sent.
 */
export function toUpdate(
  initial: EditorValues,
  current: EditorValues,
  parsed: Partial<Record<EditorField, unknown>>,
): ProfileUpdateInput {
  const update: Partial<Record<EditorField, unknown>> = {};
  for (const field of changedFields(initial, current)) update[field] = parsed[field] ?? null;
  return update as ProfileUpdateInput;
}
