import { Check } from 'lucide-react';
import type { ReactNode, RefCallback } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { ChoiceFieldset, choiceClasses, choiceInputClasses } from '../ui/choice-fieldset';
import { FieldErrors, FieldHint } from '../ui/form-field';
import type { Option } from './select-field';
import { useFormField } from './use-form-field';

type ChoiceProps = {
  name: string;
  id?: string;
  options: readonly Option[];
  label?: ReactNode;
  hint?: ReactNode;
  className?: string;
};

/** Joins the ids that are present into an `aria-describedby` value. */
const joinIds = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

type Pill = {
  value: string;
  label: ReactNode;
  isChecked: boolean;
  isDisabled?: boolean;
  onChange: (isChecked: boolean) => void;
  onClick?: () => void;
};

/**
 * A group's pills in a wrapping row: native radios or checkboxes in their labels, big enough to
 * tap. The first carries the field's id and ref (labels, focus on error).
 */
function ChoicePills({
  type,
  name,
  pills,
  hasErrors,
  first,
  onBlur,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  pills: readonly Pill[];
  hasErrors: boolean;
  first: { id: string; ref: RefCallback<HTMLInputElement> };
  onBlur: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {pills.map((pill, index) => (
        <label key={pill.value} className={choiceClasses}>
          <input
            ref={index === 0 ? first.ref : undefined}
            id={index === 0 ? first.id : undefined}
            type={type}
            name={name}
            value={pill.value}
            checked={pill.isChecked}
            disabled={pill.isDisabled}
            onChange={(event) => pill.onChange(event.target.checked)}
            onClick={pill.onClick}
            onBlur={onBlur}
            aria-invalid={hasErrors || undefined}
            className={choiceInputClasses}
          />
          {pill.label}
          {type === 'checkbox' && pill.isChecked ? (
            <Check aria-hidden="true" className="size-4 text-rose-700" />
          ) : null}
        </label>
      ))}
    </div>
  );
}

/** Below a group: its hint, if any, and its errors, under the ids its `aria-describedby` names. */
function GroupFooter({
  hint,
  ids,
  errors,
}: {
  hint?: ReactNode;
  ids: { hint: string; errors: string };
  errors: string[];
}) {
  return (
    <div className="mt-1.5 space-y-1.5">
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <FieldErrors id={ids.errors} messages={errors} />
    </div>
  );
}

/** One required choice among a few, shown all at once as radio pills. */
export function RadioGroupField({ name, options, label, hint, className }: ChoiceProps) {
  const { register } = useFormContext();
  const field = useFormField(name);
  const ids = { hint: `${field.id}-hint`, errors: `${field.id}-errors` };
  const hasErrors = field.errors.length > 0;
  return (
    <ChoiceFieldset
      legend={label ?? field.label}
      describedBy={joinIds(hasErrors && ids.errors, hint !== undefined && ids.hint)}
      className={className}
      footer={<GroupFooter hint={hint} ids={ids} errors={field.errors} />}
    >
      <div className="grid grid-cols-2 gap-2">
        {options.map((option, index) => (
          <label key={option.value} className={choiceClasses}>
            <input
              id={index === 0 ? field.id : undefined}
              type="radio"
              value={option.value}
              {...register(name)}
              aria-invalid={hasErrors || undefined}
              className={choiceInputClasses}
            />
            {option.label}
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}

/**
 * One optional answer among a few, as chips to tap: a group of native radios (arrow keys move
 * between them). Tapping the chosen chip again clears the answer, as the select's empty
 * option did.
 */
export function ChipChoiceField({ name, options, className }: ChoiceProps) {
  const { field: control } = useController({ name });
  const field = useFormField(name);
  const hasErrors = field.errors.length > 0;
  const ids = { hint: `${field.id}-hint`, errors: `${field.id}-errors` };
  const chosen = control.value as string;
  return (
    <ChoiceFieldset
      legend={field.label}
      describedBy={joinIds(hasErrors && ids.errors)}
      className={className}
      footer={<GroupFooter ids={ids} errors={field.errors} />}
    >
      <ChoicePills
        type="radio"
        name={name}
        pills={options.map((option) => ({
          value: option.value,
          label: option.label,
          isChecked: chosen === option.value,
          onChange: () => control.onChange(option.value),
          onClick: () => {
            if (chosen === option.value) control.onChange('');
          },
        }))}
        hasErrors={hasErrors}
        first={{ id: field.id, ref: control.ref }}
        onBlur={control.onBlur}
      />
    </ChoiceFieldset>
  );
}

type CheckboxGroupProps = ChoiceProps & {
  isRequired?: boolean;
  /** The label of an "All" pill first: it checks or clears every option, and is never stored. */
  allLabel?: string;
  /** At most this many: the other boxes are disabled once it is reached, and a counter shows. */
  max?: number;
  /** The counter's text ("2 of 3 chosen"), shown when `max` is set. */
  counter?: (chosen: number) => string;
};

/** A multi-select as checkbox pills, named by its legend; the value is the list of chosen. */
export function CheckboxGroupField({
  name,
  id,
  options,
  label,
  hint,
  max,
  counter,
  isRequired = false,
  allLabel,
  className,
}: CheckboxGroupProps) {
  const { field: control } = useController({ name });
  const field = useFormField(name, { id, label, isRequired });
  const chosen: readonly string[] = control.value;
  const isFull = max !== undefined && chosen.length >= max;
  const hasErrors = field.errors.length > 0;
  const ids = {
    hint: `${field.id}-hint`,
    counter: `${field.id}-count`,
    errors: `${field.id}-errors`,
  };
  const showsCounter = max !== undefined && counter !== undefined;

  // Kept in the options' order, whatever the order of the clicks.
  const toggle = (value: string, isChecked: boolean) => {
    const next = new Set(chosen);
    if (isChecked) next.add(value);
    else next.delete(value);
    control.onChange(options.map((option) => option.value).filter((item) => next.has(item)));
  };
  const pills = [
    ...(allLabel === undefined
      ? []
      : [
          {
            value: 'all',
            label: allLabel,
            isChecked: options.every((option) => chosen.includes(option.value)),
            onChange: (isChecked: boolean) =>
              control.onChange(isChecked ? options.map((option) => option.value) : []),
          },
        ]),
    ...options.map((option) => ({
      value: option.value,
      label: option.label,
      isChecked: chosen.includes(option.value),
      onChange: (isChecked: boolean) => toggle(option.value, isChecked),
    })),
  ];

  return (
    <ChoiceFieldset
      legend={field.label}
      describedBy={joinIds(
        hasErrors && ids.errors,
        hint !== undefined && ids.hint,
        showsCounter && ids.counter,
      )}
      className={className}
      aside={
        showsCounter ? (
          <p
            id={ids.counter}
            aria-live="polite"
            className="text-sm font-medium text-rose-800 tabular-nums"
          >
            {counter(chosen.length)}
          </p>
        ) : null
      }
      footer={<GroupFooter hint={hint} ids={ids} errors={field.errors} />}
    >
      <ChoicePills
        type="checkbox"
        name={name}
        pills={pills.map((pill) => ({ ...pill, isDisabled: isFull && !pill.isChecked }))}
        hasErrors={hasErrors}
        first={{ id: field.id, ref: control.ref }}
        onBlur={control.onBlur}
      />
    </ChoiceFieldset>
  );
}
