import type { ReactNode } from 'react';
import { FormField, type FieldControlProps } from '../ui/form-field';
import { useFormField } from './use-form-field';

/** What every field of the kit takes besides its control's own props. */
export type BoundFieldProps = {
  name: string;
  id?: string;
  label?: ReactNode;
  hint?: ReactNode;
  /** Said after the label in words, and to screen readers with `aria-required`. */
  isRequired?: boolean;
  describedBy?: readonly string[];
  after?: ReactNode;
  className?: string;
};

/**
 * One field of the surrounding react-hook-form: its id, label, hint and translated errors
 * around the control that `children` draws. Every field of the kit is this and a control.
 */
export function BoundField({
  name,
  id,
  label,
  isRequired = false,
  children,
  ...frame
}: BoundFieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const field = useFormField(name, { id, label, isRequired });
  return (
    <FormField id={field.id} label={field.label} errors={field.errors} {...frame}>
      {children}
    </FormField>
  );
}
