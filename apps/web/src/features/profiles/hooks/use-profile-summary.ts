import { useTranslation } from 'react-i18next';
import { usePlaceName, type SeenLocation } from '../../../lib/cities';

/** "28 years old · Baku" (or "· Shaki-Zagatala region"): the age and the place, whichever are known. */
export function useProfileSummary(): (profile: { age: number | null } & SeenLocation) => string {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  return ({ age, ...location }) =>
    [age === null ? null : t('profile.age', { count: age }), placeName(location)]
      .filter(Boolean)
      .join(' · ');
}
