import { relationshipGoals, type RelationshipGoal } from '@vusal/shared/catalog/enums';
import { Check } from 'lucide-react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import {
  ChoiceFieldset,
  choiceClasses,
  choiceInputClasses,
} from '../../../../components/ui/choice-fieldset';
import type { EditorValues } from '../../lib/editor-values';
import { toggleAllGoals, toggleGoal } from '../../lib/goals';
import { useEnumLabel } from '../../lib/use-enum-label';
import { FieldErrors } from './field-errors';
import { FieldLabel } from './field-label';
import { useEditorField } from './use-editor-field';

type Pill = {
  key: string;
  label: string;
  isChecked: boolean;
  onToggle: (isChecked: boolean) => void;
};

/**
 * The relationship goals with "All" first (D6): it checks or clears the three at once and is
 * checked exactly when the three are; it is never stored.
 */
export function GoalsField() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const { field } = useController<EditorValues, 'relationshipGoals'>({ name: 'relationshipGoals' });
  const { id, errors } = useEditorField('relationshipGoals');
  const chosen: readonly RelationshipGoal[] = field.value;
  const ids = { hint: `${id}-hint`, errors: `${id}-errors` };

  const pills: Pill[] = [
    {
      key: 'all',
      label: enumLabel('relationship_goals', 'all'),
      isChecked: relationshipGoals.every((goal) => chosen.includes(goal)),
      onToggle: (isChecked) => field.onChange(toggleAllGoals(isChecked)),
    },
    ...relationshipGoals.map((goal) => ({
      key: goal,
      label: enumLabel('relationship_goals', goal),
      isChecked: chosen.includes(goal),
      onToggle: (isChecked: boolean) => field.onChange(toggleGoal(chosen, goal, isChecked)),
    })),
  ];

  return (
    <ChoiceFieldset
      legend={<FieldLabel text={t('editor.fields.relationshipGoals')} isRequired />}
      describedBy={[errors.length > 0 ? ids.errors : '', ids.hint].filter(Boolean).join(' ')}
      footer={
        <>
          <p id={ids.hint} className="mt-1.5 text-sm text-stone-500">
            {t('editor.hints.relationshipGoals')}
          </p>
          <FieldErrors id={ids.errors} messages={errors} />
        </>
      }
    >
      <div className="flex flex-wrap gap-2">
        {pills.map((pill, index) => (
          <label key={pill.key} className={choiceClasses}>
            <input
              ref={index === 0 ? field.ref : undefined}
              id={index === 0 ? id : undefined}
              type="checkbox"
              value={pill.key}
              checked={pill.isChecked}
              onChange={(event) => pill.onToggle(event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={errors.length > 0 || undefined}
              className={choiceInputClasses}
            />
            {pill.label}
            {pill.isChecked ? <Check aria-hidden="true" className="size-4 text-rose-700" /> : null}
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
