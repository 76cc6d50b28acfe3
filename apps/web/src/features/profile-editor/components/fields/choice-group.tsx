import { Check } from 'lucide-react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import {
  ChoiceFieldset,
  choiceClasses,
  choiceInputClasses,
} from '../../../../components/ui/choice-fieldset';
import type { EditorValues, listFields } from '../../lib/editor-values';
import { FieldErrors } from './field-errors';
import type { Option } from './select-field';
import { useEditorField } from './use-editor-field';

type ListField = Exclude<(typeof listFields)[number], 'relationshipGoals'>;

type ChoiceGroupProps = {
  name: ListField;
  options: readonly Option[];
  hint?: string;
  /** At most this many: the other boxes are disabled once it is reached, and a counter shows. */
  max?: number;
};

/** A multi-select as checkbox pills, named by its legend. */
export function ChoiceGroup({ name, options, hint, max }: ChoiceGroupProps) {
  const { t } = useTranslation();
  const { field } = useController<EditorValues, ListField>({ name });
  const { id, errors } = useEditorField(name);
  const chosen: readonly string[] = field.value;
  const isFull = max !== undefined && chosen.length >= max;
  const ids = { hint: `${id}-hint`, counter: `${id}-count`, errors: `${id}-errors` };
  const describedBy = [
    errors.length > 0 && ids.errors,
    hint && ids.hint,
    max !== undefined && ids.counter,
  ].filter(Boolean);

  const toggle = (value: string, isChecked: boolean) =>
    field.onChange(isChecked ? [...chosen, value] : chosen.filter((item) => item !== value));

  return (
    <ChoiceFieldset
      legend={t(`editor.fields.${name}`)}
      describedBy={describedBy.join(' ') || undefined}
      aside={
        max === undefined ? null : (
          <p
            id={ids.counter}
            aria-live="polite"
            className="text-sm font-medium text-rose-800 tabular-nums"
          >
            {t('editor.values.chosen', { chosen: chosen.length, max })}
          </p>
        )
      }
      footer={
        <>
          {hint ? (
            <p id={ids.hint} className="mt-1.5 text-sm text-stone-500">
              {hint}
            </p>
          ) : null}
          <FieldErrors id={ids.errors} messages={errors} />
        </>
      }
    >
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const isChecked = chosen.includes(option.value);
          return (
            <label key={option.value} className={choiceClasses}>
              <input
                ref={index === 0 ? field.ref : undefined}
                id={index === 0 ? id : undefined}
                type="checkbox"
                name={name}
                value={option.value}
                checked={isChecked}
                disabled={isFull && !isChecked}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                aria-invalid={errors.length > 0 || undefined}
                className={choiceInputClasses}
              />
              {option.label}
              {isChecked ? <Check aria-hidden="true" className="size-4 text-rose-700" /> : null}
            </label>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}
