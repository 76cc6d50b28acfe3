import type { Language } from './countries';

/**
 * Azerbaijan's 14 economic regions, as set by the presidential decree No. 1386 of 7 July 2021
 * "On the new division of economic regions in the Republic of Azerbaijan", in the decree's
 * order (docs/decisions/011-region-catalogue.md). A member who shows only their region (S4)
 * shows one of these; every city of the catalogue names its region.
 */
export const regions = [
  { slug: 'baku', az: 'Bakı', en: 'Baku', ru: 'Баку' },
  { slug: 'nakhchivan', az: 'Naxçıvan', en: 'Nakhchivan', ru: 'Нахчыван' },
  { slug: 'absheron_khizi', az: 'Abşeron-Xızı', en: 'Absheron-Khizi', ru: 'Абшерон-Хызы' },
  {
    slug: 'mountainous_shirvan',
    az: 'Dağlıq Şirvan',
    en: 'Mountainous Shirvan',
    ru: 'Нагорный Ширван',
  },
  { slug: 'ganja_dashkasan', az: 'Gəncə-Daşkəsən', en: 'Ganja-Dashkasan', ru: 'Гянджа-Дашкесан' },
  { slug: 'karabakh', az: 'Qarabağ', en: 'Karabakh', ru: 'Карабах' },
  { slug: 'gazakh_tovuz', az: 'Qazax-Tovuz', en: 'Gazakh-Tovuz', ru: 'Газах-Товуз' },
  { slug: 'guba_khachmaz', az: 'Quba-Xaçmaz', en: 'Guba-Khachmaz', ru: 'Губа-Хачмаз' },
  { slug: 'lankaran_astara', az: 'Lənkəran-Astara', en: 'Lankaran-Astara', ru: 'Ленкорань-Астара' },
  { slug: 'central_aran', az: 'Mərkəzi Aran', en: 'Central Aran', ru: 'Центральный Аран' },
  { slug: 'mil_mughan', az: 'Mil-Muğan', en: 'Mil-Mughan', ru: 'Миль-Муган' },
  { slug: 'shaki_zagatala', az: 'Şəki-Zaqatala', en: 'Shaki-Zagatala', ru: 'Шеки-Загатала' },
  { slug: 'east_zangezur', az: 'Şərqi Zəngəzur', en: 'East Zangezur', ru: 'Восточный Зангезур' },
  { slug: 'shirvan_salyan', az: 'Şirvan-Salyan', en: 'Shirvan-Salyan', ru: 'Ширван-Сальян' },
] as const;

export type Region = (typeof regions)[number];
export type RegionSlug = Region['slug'];

export const regionSlugs = regions.map((region) => region.slug) as [RegionSlug, ...RegionSlug[]];

const bySlug = new Map<string, Region>(regions.map((region) => [region.slug, region]));

export function findRegion(slug: string): Region | undefined {
  return bySlug.get(slug);
}

/** A region's name in an interface language, like a city's (`cityLabel`). */
export function regionName(slug: string, language: Language): string {
  return bySlug.get(slug)?.[language] ?? slug;
}
