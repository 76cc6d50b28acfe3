import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { Select } from '../ui/input';
import { useFieldNaming } from './field-naming';
import { useFormField } from './use-form-field';

export type Option = { value: string; label: string };

type SelectFieldProps = {
  name: string;
  options: readonly Option[];
  /** The empty first option, meaning "not chosen"; the form's usual one unless told. */
  placeholder?: string;
  id?: string;
  label?: string;
  hint?: ReactNode;
  className?: string;
};

/** A labelled native select (keyboard- and phone-friendly) bound to the surrounding form. */
export function SelectField({
  name,
  options,
  placeholder,
  id,
  label,
  hint,
  className,
}: SelectFieldProps) {
  const { register } = useFormContext();
  const field = useFormField(name, { id, label });
  const naming = useFieldNaming();
  return (
    <FormField
      id={field.id}
      label={field.label}
      errors={field.errors}
      hint={hint}
      className={className}
    >
      {(control) => (
        <Select {...register(name)} {...control}>
          <option value="">{placeholder ?? naming.selectPlaceholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
