import { ChevronDown } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/input';
import type { EditorField, EditorValues } from '../../lib/editor-values';
import { FieldLabel } from './field-label';
import { useEditorField } from './use-editor-field';

export type Option = { value: string; label: string };

type SelectFieldProps = {
  name: EditorField;
  options: readonly Option[];
  /** The empty first option: "Not selected" unless told otherwise. */
  placeholder?: string;
  hint?: string;
  isRequired?: boolean;
  className?: string;
};

/** A labelled native select (keyboard- and phone-friendly); its empty option means "not chosen". */
export function SelectField({
  name,
  options,
  placeholder,
  hint,
  isRequired = false,
  className = '',
}: SelectFieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<EditorValues>();
  const { id, errors } = useEditorField(name);

  return (
    <div className={className}>
      <FormField
        id={id}
        label={<FieldLabel text={t(`editor.fields.${name}`)} isRequired={isRequired} />}
        errors={errors}
        hint={hint}
      >
        {(aria) => (
          <div className="relative">
            <Select
              {...aria}
              aria-required={isRequired || undefined}
              {...register(name)}
              className="appearance-none"
            >
              <option value="">{placeholder ?? t('editor.placeholders.select')}</option>
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
    </div>
  );
}
