import { cities, cityLabel, cityName, type CitySlug } from '@vusal/shared/catalog/cities';
import { regionName, type RegionSlug } from '@vusal/shared/catalog/regions';
import { useMemo } from 'react';
import { useTranslation } from './translation';
import { useLocale } from './use-locale';

export type CityOption = { value: string; label: string };

/** Where someone lives as the server lets the viewer see it (S4): a city, a region, or neither. */
export type SeenLocation = { city: CitySlug | null; region?: RegionSlug | null };

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

/**
 * The place a profile shows: the city's name, or "Shaki-Zagatala region" when its owner shows
 * only the region (the server then sends no city), or null when they show nothing.
 */
export function usePlaceName(): (location: SeenLocation) => string | null {
  const { t } = useTranslation();
  const { language } = useLocale();
  return ({ city, region }) => {
    if (city) return cityName(city, language);
    if (region) return t('location.region', { name: regionName(region, language) });
    return null;
  };
}
