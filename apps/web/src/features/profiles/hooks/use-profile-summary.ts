import type { CitySlug } from '@vusal/shared/catalog/cities';
import { useTranslation } from '../../../lib/translation';
import { useCities } from '../../../lib/cities';

/** "28 years old · Baku": the age and the city in the page's language, whichever are known. */
export function useProfileSummary(): (profile: {
  age: number | null;
  city: CitySlug | null;
}) => string {
  const { t } = useTranslation();
  const { nameOf } = useCities();
  return ({ age, city }) =>
    [age === null ? null : t('profile.age', { count: age }), city ? nameOf(city) : null]
      .filter(Boolean)
      .join(' · ');
}
