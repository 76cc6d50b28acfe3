import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { UserRound } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { useCities } from '../../../../lib/cities';
import { profileHeights } from '../../../../lib/profile-form';
import { useEnumLabel } from '../../lib/use-enum-label';
import { EditorCard } from '../editor-card';
import { LockedField } from '../../../../components/form/locked-field';
import { SelectField } from '../../../../components/form/select-field';

type BasicInfoCardProps = { profile: OwnProfile };

/**
 * Name, age and birth date are locked once a profile exists (details.md section 5), gender and
 * e-mail are never the person's to change: shown, not sent. City and height are editable.
 */
export function BasicInfoCard({ profile }: BasicInfoCardProps) {
  const { t } = useTranslation();
  const { options: cityOptions } = useCities();
  const enumLabel = useEnumLabel();
  const lockedNoteId = 'basic-locked-note';

  return (
    <EditorCard
      id="basic"
      icon={UserRound}
      title={t('editor.cards.basic.title')}
      description={t('editor.cards.basic.description')}
    >
      <LockedField
        id="edit-fullName"
        label={t('editor.fields.fullName')}
        value={profile.fullName}
        lock="disabled"
        describedBy={lockedNoteId}
        className="sm:col-span-2"
      />
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3 sm:col-span-2">
        <LockedField
          id="edit-dateOfBirth"
          label={t('editor.fields.dateOfBirth')}
          type="date"
          value={profile.dateOfBirth ?? ''}
          lock="disabled"
          describedBy={lockedNoteId}
        />
        <LockedField
          id="edit-age"
          label={t('editor.fields.age')}
          value={profile.age === null ? '' : String(profile.age)}
          lock="disabled"
          describedBy={lockedNoteId}
        />
      </div>
      <p id={lockedNoteId} className="-mt-2 text-sm text-stone-500 sm:col-span-2">
        {t('editor.hints.locked')}
      </p>
      <LockedField
        id="edit-gender"
        label={t('editor.fields.gender')}
        value={profile.gender ? enumLabel('gender', profile.gender) : t('editor.genderUnset')}
        lock="readOnly"
      />
      <LockedField
        id="edit-email"
        label={t('editor.fields.email')}
        type="email"
        value={profile.email}
        lock="readOnly"
      />
      <SelectField
        name="city"
        options={cityOptions}
        placeholder={t('editor.placeholders.city')}
        isRequired
      />
      <SelectField
        name="height"
        options={profileHeights.map((cm) => ({
          value: String(cm),
          label: t('editor.heightOption', { cm }),
        }))}
      />
    </EditorCard>
  );
}
