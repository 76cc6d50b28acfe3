import type { Language } from './countries';

/**
 * Azerbaijan's 14 economic regions, as set by the presidential decree No. 1386 of 7 July 2021
 * "On the new division of economic regions in the Republic of Azerbaijan", in the decree's
 * order (docs/decisions/011-region-catalogue.md). A member who shows only their region (S4)
 * shows one of these; every city of the catalogue names its region.
 */
export const regions = [
  { slug: 'baku', az: 'Bakı', en: 'Baku' },
  { slug: 'nakhchivan', az: 'Naxçıvan', en: 'Nakhchivan' },
  { slug: 'absheron_khizi', az: 'Abşeron-Xızı', en: 'Absheron-Khizi' },
  { slug: 'mountainous_shirvan', az: 'Dağlıq Şirvan', en: 'Mountainous Shirvan' },
  { slug: 'ganja_dashkasan', az: 'Gəncə-Daşkəsən', en: 'Ganja-Dashkasan' },
  { slug: 'karabakh', az: 'Qarabağ', en: 'Karabakh' },
  { slug: 'gazakh_tovuz', az: 'Qazax-Tovuz', en: 'Gazakh-Tovuz' },
  { slug: 'guba_khachmaz', az: 'Quba-Xaçmaz', en: 'Guba-Khachmaz' },
  { slug: 'lankaran_astara', az: 'Lənkəran-Astara', en: 'Lankaran-Astara' },
  { slug: 'central_aran', az: 'Mərkəzi Aran', en: 'Central Aran' },
  { slug: 'mil_mughan', az: 'Mil-Muğan', en: 'Mil-Mughan' },
  { slug: 'shaki_zagatala', az: 'Şəki-Zaqatala', en: 'Shaki-Zagatala' },
  { slug: 'east_zangezur', az: 'Şərqi Zəngəzur', en: 'East Zangezur' },
  { slug: 'shirvan_salyan', az: 'Şirvan-Salyan', en: 'Shirvan-Salyan' },
] as const;

export type Region = (typeof regions)[number];
export type RegionSlug = Region['slug'];

export const regionSlugs = regions.map((region) => region.slug) as [RegionSlug, ...RegionSlug[]];

const bySlug = new Map<string, Region>(regions.map((region) => [region.slug, region]));

export function findRegion(slug: string): Region | undefined {
  return bySlug.get(slug);
}

/** A region's name in an interface language; Russian reads the Latin (English) names, like cities. */
export function regionName(slug: string, language: Language): string {
  const region = bySlug.get(slug);
  if (!region) return slug;
  return language === 'az' ? region.az : region.en;
}
