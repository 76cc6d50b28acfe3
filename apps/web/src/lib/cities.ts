import { cities, cityLabel, cityName } from '@vusal/shared/catalog/cities';
import { useMemo } from 'react';
import { useLocale } from './use-locale';

export type CityOption = { value: string; label: string };

/**
 * The one city catalogue (D7) in the page's language: options for selects, in the catalogue's
 * order (the largest cities first), and the name of a stored slug.
 */
export function useCities(): { options: readonly CityOption[]; nameOf: (slug: string) => string } {
  const { language } = useLocale();
  return useMemo(
    () => ({
      options: cities.map((city) => ({ value: city.slug, label: cityLabel(city, language) })),
      nameOf: (slug: string) => cityName(slug, language),
    }),
    [language],
  );
}
