import { useTranslation } from '../../lib/translation';
import { usePlaceName, type SeenLocation } from '../../lib/cities';

/**
 * "28 years old · Baku" (or "· Shaki-Zagatala region"): the age and the place as the server lets
 * the viewer see it (S4), in the page's language, whichever are known.
 */
export function useMemberSummary(): (member: { age: number | null } & SeenLocation) => string {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  return ({ age, city, region }) =>
    [age === null ? null : t('profile.age', { count: age }), placeName({ city, region })]
      .filter(Boolean)
      .join(' · ');
}
