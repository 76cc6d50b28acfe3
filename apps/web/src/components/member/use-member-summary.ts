import type { CitySlug } from '@vusal/shared/catalog/cities';
import { useTranslation } from 'react-i18next';
import { useCities } from '../../lib/cities';

/** "28 years old · Baku": the age and the city (when the member shows it) in the page's language. */
export function useMemberSummary(): (member: {
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
