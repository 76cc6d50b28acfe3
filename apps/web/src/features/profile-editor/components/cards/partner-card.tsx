import { MAX_AGE, MIN_AGE } from '@vusal/shared/catalog/constants';
import { dealBreakers } from '@vusal/shared/catalog/enums';
import { Users } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { ChoiceFieldset } from '../../../../components/ui/choice-fieldset';
import { useEnumLabel } from '../../lib/use-enum-label';
import { EditorCard } from '../editor-card';
import { CheckboxGroupField } from '../../../../components/form/choice-fields';
import { EnumField } from '../../../../components/form/enum-field';
import { AgeField } from '../../../../components/form/text-field';

const ageHintId = 'edit-partnerAge-hint';
export function PartnerCard() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (
    <EditorCard
      id="partner"
      icon={Users}
      title={t('editor.cards.partner.title')}
      description={t('editor.cards.partner.description')}
    >
      <ChoiceFieldset
        legend={t('editor.fields.partnerAge')}
        className="sm:col-span-2"
        footer={
          <p id={ageHintId} className="mt-1.5 text-sm text-stone-500">
            {t('editor.hints.partnerAge', { minAge: MIN_AGE, maxAge: MAX_AGE })}
          </p>
        }
      >
        <div className="grid grid-cols-2 gap-3">
          {/* Changing the minimum checks the maximum again, where "minimum above maximum" shows. */}
          <AgeField
            name="partnerAgeMin"
            rules={{ deps: ['partnerAgeMax'] }}
            describedBy={[ageHintId]}
          />
          <AgeField name="partnerAgeMax" describedBy={[ageHintId]} />
        </div>
      </ChoiceFieldset>
      <EnumField name="heightImportant" enumeration="height_important" className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <CheckboxGroupField
          name="dealBreakers"
          hint={t('editor.hints.dealBreakers')}
          options={dealBreakers.map((value) => ({
            value,
            label: enumLabel('deal_breakers', value),
          }))}
        />
      </div>
    </EditorCard>
  );
}
