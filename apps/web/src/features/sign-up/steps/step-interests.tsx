import { musicGenres } from '@vusal/shared/catalog/enums';
import { useTranslation } from '../../../lib/translation';
import { CheckboxGroupField } from '../../../components/form/choice-fields';
import { EnumField } from '../../../components/form/enum-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useFieldText } from '../lib/use-field-text';

/** Step 5: interests (optional). */
export function StepInterests() {
  const { t } = useTranslation();
  const { enumLabel } = useFieldText();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextareaField
        name="hobbies"
        maxLength={500}
        rows={2}
        placeholder={t('signup.placeholders.hobbies')}
        className="sm:col-span-2"
      />
      <CheckboxGroupField
        name="musicGenres"
        hint={t('signup.hints.musicGenres')}
        options={musicGenres.map((value) => ({ value, label: enumLabel('music_genres', value) }))}
        className="sm:col-span-2"
      />
      <TextareaField name="favoriteMovies" maxLength={500} rows={2} className="sm:col-span-2" />
      <TextField name="lastBookRead" maxLength={200} className="sm:col-span-2" />
      <EnumField name="enjoysTraveling" enumeration="enjoys_traveling" />
      <TextField name="lastTravelDestination" maxLength={200} />
    </div>
  );
}
