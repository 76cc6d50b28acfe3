import { musicGenres } from '@vusal/shared/catalog/enums';
import { useTranslation } from '../../../lib/translation';
import { ChoiceGroup } from '../components/fields/choice-group';
import { EnumSelectField } from '../components/fields/enum-select-field';
import { TextAreaField } from '../components/fields/text-area-field';
import { TextField } from '../components/fields/text-field';
import { useFieldText } from '../lib/use-field-text';

/** Step 5: interests (optional). */
export function StepInterests() {
  const { t } = useTranslation();
  const { enumLabel } = useFieldText();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextAreaField
        name="hobbies"
        maxLength={500}
        rows={2}
        placeholder={t('signup.placeholders.hobbies')}
        className="sm:col-span-2"
      />
      <ChoiceGroup
        name="musicGenres"
        hint={t('signup.hints.musicGenres')}
        options={musicGenres.map((value) => ({ value, label: enumLabel('music_genres', value) }))}
        className="sm:col-span-2"
      />
      <TextAreaField name="favoriteMovies" maxLength={500} rows={2} className="sm:col-span-2" />
      <TextField name="lastBookRead" maxLength={200} className="sm:col-span-2" />
      <EnumSelectField name="enjoysTraveling" enumeration="enjoys_traveling" />
      <TextField name="lastTravelDestination" maxLength={200} />
    </div>
  );
}
