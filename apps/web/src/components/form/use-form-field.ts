import { get, useFormState, type FieldError } from 'react-hook-form';
import { useFieldMessages } from '../../lib/form-messages';
import { useFieldNaming } from './field-naming';

/** A field's id, label and translated error messages, from the form it sits in. */
export function useFormField(name: string, overrides: { id?: string; label?: string } = {}) {
  const { errors } = useFormState({ name });
  const messagesOf = useFieldMessages();
  const naming = useFieldNaming();
  // List fields carry their message on the list itself, never per item.
  const error = get(errors, name) as FieldError | undefined;
  return {
    id: overrides.id ?? naming.idOf(name),
    label: overrides.label ?? naming.labelOf(name),
    errors: messagesOf(error),
  };
}
