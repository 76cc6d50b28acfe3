import { profileManagers } from '@vusal/shared/catalog/enums';
import { regionName, regions } from '@vusal/shared/catalog/regions';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { RadioGroupField } from './choice-fields';
import { EnumField } from './enum-field';
import { SelectField } from './select-field';
import { FieldHint } from '../ui/form-field';

type FamilyFieldsProps = {
  /** The note that the marriage details show to matches only, in the surrounding form's words. */
  hiddenNote: string;
};

/**
 * Issue 39 (decision 052): who writes the profile, and the optional marriage details, for the
 * sign-up wizard and the profile editor alike; the field names are the profile's, so each form
 * labels them through its own field naming.
 */
export function FamilyFields({ hiddenNote }: FamilyFieldsProps) {
  const { translateKey } = useTranslation();
  const { language } = useLocale();
  return (
    <>
      <RadioGroupField
        name="managedBy"
        className="sm:col-span-2"
        options={profileManagers.map((value) => ({
          value,
          label: translateKey(`enums.managed_by.${value}`),
        }))}
      />
      <div className="sm:col-span-2">
        <FieldHint id="family-hidden-note">{hiddenNote}</FieldHint>
      </div>
      <EnumField name="religiousPractice" enumeration="religious_practice" />
      <EnumField name="nikahExpectation" enumeration="nikah_expectation" />
      <SelectField
        name="familyRegion"
        options={regions.map((region) => ({
          value: region.slug,
          label: regionName(region.slug, language),
        }))}
      />
    </>
  );
}
