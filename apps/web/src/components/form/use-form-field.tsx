import type { ReactNode } from 'react';
import { get, useFormState, type FieldError } from 'react-hook-form';
import { useFieldMessages } from '../../lib/form-messages';
import { useFieldNaming } from './field-naming';

type Overrides = { id?: string; label?: ReactNode; isRequired?: boolean };

/** A field's id, label and translated error messages, from the form it sits in. */
export function useFormField(name: string, { id, label, isRequired = false }: Overrides = {}) {
  const { errors } = useFormState({ name });
  const messagesOf = useFieldMessages();
  const naming = useFieldNaming();
  // List fields carry their message on the list itself, never per item.
  const error = get(errors, name) as FieldError | undefined;
  const text = label ?? naming.labelOf(name);
  return {
    id: id ?? naming.idOf(name),
    label:
      isRequired && naming.requiredText ? (
        <>
          {text} <span className="font-normal text-stone-500">({naming.requiredText})</span>
        </>
      ) : (
        text
      ),
    errors: messagesOf(error),
  };
}
