import { formatCalendarDay } from '@vusal/shared/locale/format-date';
import type { FullProfile } from '@vusal/shared/schemas/profile';
import { useTranslation } from '../../../lib/translation';
import type { TranslateKey } from '../../../lib/i18n';
import { usePlaceName } from '../../../lib/cities';
import type { ProfileFieldSpec } from '../lib/profile-sections';

export type ProfileFieldDisplay = {
  label: string;
  /** One text, or the labels of a list (shown as pills). */
  value: string | readonly string[];
  isWide: boolean;
};

/** Reads one field of a full profile for the view; null when it is empty (empty rows are left out). */
export function useProfileFields(): (
  profile: FullProfile,
  spec: ProfileFieldSpec,
) => ProfileFieldDisplay | null {
  const { translateKey: translate } = useTranslation();
  const placeName = usePlaceName();

  const label = (name: string) => translate(`profile.view.fields.${name}`);

  return (profile, spec) => {
    const row = (name: string, value: string | readonly string[] | null, isWide = false) =>
      value === null || value.length === 0 ? null : { label: label(name), value, isWide };

    switch (spec.kind) {
      case 'text': {
        const text = profile[spec.name]?.trim() ?? '';
        return row(spec.name, text, spec.isWide);
      }
      case 'enum': {
        const value = profile[spec.name];
        return row(spec.name, value ? translate(`enums.${spec.enumeration}.${value}`) : null);
      }
      case 'list':
        return row(
          spec.name,
          profile[spec.name].map((value) => translate(`enums.${spec.enumeration}.${value}`)),
          true,
        );
      case 'age':
        return row('age', profile.age === null ? null : String(profile.age));
      case 'dateOfBirth':
        return row(
          'dateOfBirth',
          profile.dateOfBirth ? formatCalendarDay(profile.dateOfBirth, translate) : null,
        );
      case 'city':
        // Only the region when its owner chose so (S4): the row then says "Region".
        return row(profile.city ? 'city' : 'region', placeName(profile));
      case 'height':
        return row(
          'height',
          profile.height === null
            ? null
            : translate('profile.view.heightValue', { height: profile.height }),
        );
      case 'partnerAge':
        return row('partnerAge', partnerAge(profile, translate));
    }
  };
}

function partnerAge(
  { partnerAgeMin: min, partnerAgeMax: max }: FullProfile,
  t: TranslateKey,
): string | null {
  if (min !== null && max !== null) return t('profile.view.partnerAgeRange', { min, max });
  if (min !== null) return t('profile.view.partnerAgeFrom', { min });
  if (max !== null) return t('profile.view.partnerAgeTo', { max });
  return null;
}
