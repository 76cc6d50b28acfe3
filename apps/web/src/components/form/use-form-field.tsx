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
  const note = naming.noteOf?.(name);
  const labelled =
    isRequired && naming.requiredText ? (
      <>
        {text} <span className="font-normal text-stone-500">({naming.requiredText})</span>
      </>
    ) : (
      text
    );
  return {
    id: id ?? naming.idOf(name),
    label: note ? (
      <>
        {labelled}{' '}
        <span className="ml-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
          {note}
        </span>
      </>
    ) : (
      labelled
    ),
    errors: messagesOf(error),
  };
}
