import type { ProfileUpdateInput } from '@vusal/shared/schemas/profile-input';
import {
  changedFields as changedOf,
  toSchemaInput as schemaInputOf,
} from '../../../lib/profile-form';
import { editorFields, type EditorField, type EditorValues } from './editor-values';

/** The editor's values as `profileUpdateSchema` reads them (an empty number is null). */
export function toSchemaInput(values: EditorValues): Record<EditorField, unknown> {
  return schemaInputOf(editorFields, values);
}

/** The fields whose value differs from the one the editor started with. */
export function changedFields(initial: EditorValues, current: EditorValues): EditorField[] {
  return changedOf(editorFields, initial, current);
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
