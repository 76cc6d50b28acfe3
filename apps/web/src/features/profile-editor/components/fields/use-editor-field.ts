import { useFormState, type FieldError } from 'react-hook-form';
import { useFieldMessages } from '../../../../lib/form-messages';
import type { EditorField, EditorValues } from '../../lib/editor-values';

/** The id of a field's control: error links, focus and labels all use it. */
export const editorFieldId = (name: string): string => `edit-${name}`;

/** A field's id and its translated error messages. */
export function useEditorField(name: EditorField) {
  const { errors } = useFormState<EditorValues>({ name });
  const messagesOf = useFieldMessages();
  // List fields carry their message on the list itself, never per item.
  return { id: editorFieldId(name), errors: messagesOf(errors[name] as FieldError | undefined) };
}
