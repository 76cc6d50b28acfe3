import { ChevronDown } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Select } from '../ui/input';
import { BoundField, type BoundFieldProps } from './bound-field';
import { useFieldNaming } from './field-naming';

export type Option = { value: string; label: string };

type SelectFieldProps = BoundFieldProps & {
  options: readonly Option[];
  /** The empty first option, meaning "not chosen"; the form's usual one unless told. */
  placeholder?: string;
};

/** A labelled native select (keyboard- and phone-friendly) bound to the surrounding form. */
export function SelectField({ options, placeholder, ...frame }: SelectFieldProps) {
  const { register } = useFormContext();
  const naming = useFieldNaming();
  return (
    <BoundField {...frame}>
      {(control) => (
        <div className="relative">
          <Select
            aria-required={frame.isRequired || undefined}
            {...register(frame.name)}
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
    </BoundField>
  );
}
