import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import type { SignUpFieldName, SignUpFormValues } from '../../lib/form-values';
import { useFieldText } from '../../lib/use-field-text';

/** Ids of a field's control and of the texts that describe it. */
export function fieldIds(name: string) {
  const id = `signup-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** Joins the ids that are present into an `aria-describedby` value. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The translated error of one field, or undefined. */
export function useFieldError(name: SignUpFieldName): string | undefined {
  const { errors } = useFormState<SignUpFormValues>({ name });
  const { message } = useFieldText();
  const key = errors[name]?.message;
  return key ? message(key) : undefined;
}

export const controlClasses =
  'block w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-400 hover:border-stone-400 aria-invalid:border-red-600 aria-invalid:bg-red-50/40';

export const labelClasses = 'block text-sm font-semibold text-stone-800';

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-stone-500">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
