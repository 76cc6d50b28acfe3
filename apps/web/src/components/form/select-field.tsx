import { ChevronDown } from 'lucide-react';
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
  label?: ReactNode;
  hint?: ReactNode;
  isRequired?: boolean;
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
  isRequired = false,
  className,
}: SelectFieldProps) {
  const { register } = useFormContext();
  const field = useFormField(name, { id, label, isRequired });
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
        <div className="relative">
          <Select
            aria-required={isRequired || undefined}
            {...register(name)}
            {...control}
            className="appearance-none"
          >
            <option value="">{placeholder ?? naming.selectPlaceholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-stone-500"
          />
        </div>
      )}
    </FormField>
  );
}
