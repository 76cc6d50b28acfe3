import { musicGenres } from '@vusal/shared/catalog/enums';
import { Music } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { useEnumLabel } from '../../lib/use-enum-label';
import { EditorCard } from '../editor-card';
import { CheckboxGroupField } from '../../../../components/form/choice-fields';
import { TextareaField, TextField } from '../../../../components/form/text-field';
import { textLimits } from '../../../../lib/profile-text-limits';

export function InterestsCard() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (
    <EditorCard
      id="interests"
      icon={Music}
      title={t('editor.cards.interests.title')}
      description={t('editor.cards.interests.description')}
    >
      <TextField
        name="hobbies"
        maxLength={textLimits.hobbies}
        placeholder={t('editor.placeholders.hobbies')}
        className="sm:col-span-2"
      />
      <TextareaField name="interests" maxLength={textLimits.interests} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <CheckboxGroupField
          name="musicGenres"
          hint={t('editor.hints.musicGenres')}
          options={musicGenres.map((value) => ({ value, label: enumLabel('music_genres', value) }))}
        />
      </div>
      <TextField name="favoriteMovies" maxLength={textLimits.favoriteMovies} />
      <TextField name="lastBookRead" maxLength={textLimits.lastBookRead} />
    </EditorCard>
  );
}
