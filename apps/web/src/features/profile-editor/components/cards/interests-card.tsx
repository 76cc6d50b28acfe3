import { musicGenres } from '@vusal/shared/catalog/enums';
import { Music } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { useEnumLabel } from '../../lib/use-enum-label';
import { EditorCard } from '../editor-card';
import { ChoiceGroup } from '../fields/choice-group';
import { TextField } from '../fields/text-field';

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
        placeholder={t('editor.placeholders.hobbies')}
        className="sm:col-span-2"
      />
      <TextField name="interests" isMultiline className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <ChoiceGroup
          name="musicGenres"
          hint={t('editor.hints.musicGenres')}
          options={musicGenres.map((value) => ({ value, label: enumLabel('music_genres', value) }))}
        />
      </div>
      <TextField name="favoriteMovies" />
      <TextField name="lastBookRead" />
    </EditorCard>
  );
}
