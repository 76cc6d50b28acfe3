import { RELATIONSHIP_VALUES_MAX } from '@vusal/shared/catalog/constants';
import { relationshipValues } from '@vusal/shared/catalog/enums';
import { Gem } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { useEnumLabel } from '../../lib/use-enum-label';
import { EditorCard } from '../editor-card';
import { CheckboxGroupField } from '../../../../components/form/choice-fields';
import { TextField } from '../../../../components/form/text-field';
import { textLimits } from '../../../../lib/profile-text-limits';

/** The values asked for are the 3 most important: the limit is kept as they are picked. */
export function ValuesCard() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (
    <EditorCard
      id="values"
      icon={Gem}
      title={t('editor.cards.values.title')}
      description={t('editor.cards.values.description')}
    >
      <div className="sm:col-span-2">
        <CheckboxGroupField
          name="relationshipValues"
          max={RELATIONSHIP_VALUES_MAX}
          counter={(chosen) => t('editor.values.chosen', { chosen, max: RELATIONSHIP_VALUES_MAX })}
          hint={t('editor.hints.relationshipValues', { max: RELATIONSHIP_VALUES_MAX })}
          options={relationshipValues.map((value) => ({
            value,
            label: enumLabel('relationship_values', value),
          }))}
        />
      </div>
      <TextField name="religion" maxLength={textLimits.religion} className="sm:col-span-2" />
    </EditorCard>
  );
}
