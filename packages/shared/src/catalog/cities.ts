import type { RegionSlug } from './regions';
import type { Language } from './countries';

/**
 * The one city catalogue (DECISIONS D7): the union of the spec's registration (16), profile (25)
 * and search (19) lists, Füzuli and Fizuli being one city. Every screen, filter and schema uses it.
 * The search list's `gusaryoli` is left out: it names no settlement and duplicates Qusar
 * (docs/decisions/003-city-catalogue.md). Each city names its economic region (regions.ts), what
 * others see when its member shows only the region (S4).
 */
export const cities = [
  { slug: 'baku', az: 'Bakı', en: 'Baku', region: 'baku' },
  { slug: 'ganja', az: 'Gəncə', en: 'Ganja', region: 'ganja_dashkasan' },
  { slug: 'sumgayit', az: 'Sumqayıt', en: 'Sumgayit', region: 'absheron_khizi' },
  { slug: 'mingachevir', az: 'Mingəçevir', en: 'Mingachevir', region: 'central_aran' },
  { slug: 'nakhchivan', az: 'Naxçıvan', en: 'Nakhchivan', region: 'nakhchivan' },
  { slug: 'shirvan', az: 'Şirvan', en: 'Shirvan', region: 'shirvan_salyan' },
  { slug: 'lankaran', az: 'Lənkəran', en: 'Lankaran', region: 'lankaran_astara' },
  { slug: 'shaki', az: 'Şəki', en: 'Shaki', region: 'shaki_zagatala' },
  { slug: 'yevlakh', az: 'Yevlax', en: 'Yevlakh', region: 'central_aran' },
  { slug: 'quba', az: 'Quba', en: 'Quba', region: 'guba_khachmaz' },
  { slug: 'qusar', az: 'Qusar', en: 'Qusar', region: 'guba_khachmaz' },
  { slug: 'khachmaz', az: 'Xaçmaz', en: 'Khachmaz', region: 'guba_khachmaz' },
  { slug: 'shamakhi', az: 'Şamaxı', en: 'Shamakhi', region: 'mountainous_shirvan' },
  { slug: 'gabala', az: 'Qəbələ', en: 'Gabala', region: 'shaki_zagatala' },
  { slug: 'salyan', az: 'Salyan', en: 'Salyan', region: 'shirvan_salyan' },
  { slug: 'bilasuvar', az: 'Biləsuvar', en: 'Bilasuvar', region: 'shirvan_salyan' },
  { slug: 'imishli', az: 'İmişli', en: 'Imishli', region: 'mil_mughan' },
  { slug: 'sabirabad', az: 'Sabirabad', en: 'Sabirabad', region: 'mil_mughan' },
  { slug: 'barda', az: 'Bərdə', en: 'Barda', region: 'karabakh' },
  { slug: 'tartar', az: 'Tərtər', en: 'Tartar', region: 'karabakh' },
  { slug: 'goychay', az: 'Göyçay', en: 'Goychay', region: 'central_aran' },
  { slug: 'qazax', az: 'Qazax', en: 'Qazakh', region: 'gazakh_tovuz' },
  { slug: 'karabakh', az: 'Qarabağ', en: 'Karabakh', region: 'karabakh' },
  { slug: 'khankendi', az: 'Xankəndi', en: 'Khankendi', region: 'karabakh' },
  { slug: 'shusha', az: 'Şuşa', en: 'Shusha', region: 'karabakh' },
  { slug: 'agdam', az: 'Ağdam', en: 'Aghdam', region: 'karabakh' },
  { slug: 'fuzuli', az: 'Füzuli', en: 'Fuzuli', region: 'karabakh' },
  { slug: 'jabrayil', az: 'Cəbrayıl', en: 'Jabrayil', region: 'east_zangezur' },
  { slug: 'zangilan', az: 'Zəngilan', en: 'Zangilan', region: 'east_zangezur' },
  { slug: 'qubadli', az: 'Qubadlı', en: 'Qubadli', region: 'east_zangezur' },
] as const satisfies readonly {
  slug: string;
  az: string;
  en: string;
  region: RegionSlug;
}[];

export type City = (typeof cities)[number];
export type CitySlug = City['slug'];

export const citySlugs = cities.map((city) => city.slug) as [CitySlug, ...CitySlug[]];

const bySlug = new Map<string, City>(cities.map((city) => [city.slug, city]));

export function findCity(slug: string): City | undefined {
  return bySlug.get(slug);
}

/** The economic region a city belongs to; null for a slug outside the catalogue. */
export function regionOf(slug: string): RegionSlug | null {
  return bySlug.get(slug)?.region ?? null;
}

/** A city's name in an interface language; Russian reads the Latin (English) names (decision 013). */
export function cityLabel(city: City, language: Language): string {
  return language === 'az' ? city.az : city.en;
}

export function cityName(slug: string, language: Language): string {
  const city = bySlug.get(slug);
  return city ? cityLabel(city, language) : slug;
}
