import type { Language } from './countries';

/**
 * The one city catalogue (DECISIONS D7): the union of the spec's registration (16), profile (25)
 * and search (19) lists, Füzuli and Fizuli being one city. Every screen, filter and schema uses it.
 * The search list's `gusaryoli` is left out: it names no settlement and duplicates Qusar
 * (docs/decisions/003-city-catalogue.md).
 */
export const cities = [
  { slug: 'baku', az: 'Bakı', en: 'Baku' },
  { slug: 'ganja', az: 'Gəncə', en: 'Ganja' },
  { slug: 'sumgayit', az: 'Sumqayıt', en: 'Sumgayit' },
  { slug: 'mingachevir', az: 'Mingəçevir', en: 'Mingachevir' },
  { slug: 'nakhchivan', az: 'Naxçıvan', en: 'Nakhchivan' },
  { slug: 'shirvan', az: 'Şirvan', en: 'Shirvan' },
  { slug: 'lankaran', az: 'Lənkəran', en: 'Lankaran' },
  { slug: 'shaki', az: 'Şəki', en: 'Shaki' },
  { slug: 'yevlakh', az: 'Yevlax', en: 'Yevlakh' },
  { slug: 'quba', az: 'Quba', en: 'Quba' },
  { slug: 'qusar', az: 'Qusar', en: 'Qusar' },
  { slug: 'khachmaz', az: 'Xaçmaz', en: 'Khachmaz' },
  { slug: 'shamakhi', az: 'Şamaxı', en: 'Shamakhi' },
  { slug: 'gabala', az: 'Qəbələ', en: 'Gabala' },
  { slug: 'salyan', az: 'Salyan', en: 'Salyan' },
  { slug: 'bilasuvar', az: 'Biləsuvar', en: 'Bilasuvar' },
  { slug: 'imishli', az: 'İmişli', en: 'Imishli' },
  { slug: 'sabirabad', az: 'Sabirabad', en: 'Sabirabad' },
  { slug: 'barda', az: 'Bərdə', en: 'Barda' },
  { slug: 'tartar', az: 'Tərtər', en: 'Tartar' },
  { slug: 'goychay', az: 'Göyçay', en: 'Goychay' },
  { slug: 'qazax', az: 'Qazax', en: 'Qazakh' },
  { slug: 'karabakh', az: 'Qarabağ', en: 'Karabakh' },
  { slug: 'khankendi', az: 'Xankəndi', en: 'Khankendi' },
  { slug: 'shusha', az: 'Şuşa', en: 'Shusha' },
  { slug: 'agdam', az: 'Ağdam', en: 'Aghdam' },
  { slug: 'fuzuli', az: 'Füzuli', en: 'Fuzuli' },
  { slug: 'jabrayil', az: 'Cəbrayıl', en: 'Jabrayil' },
  { slug: 'zangilan', az: 'Zəngilan', en: 'Zangilan' },
  { slug: 'qubadli', az: 'Qubadlı', en: 'Qubadli' },
] as const;

export type City = (typeof cities)[number];
export type CitySlug = City['slug'];

export const citySlugs = cities.map((city) => city.slug) as [CitySlug, ...CitySlug[]];

const bySlug = new Map<string, City>(cities.map((city) => [city.slug, city]));

export function findCity(slug: string): City | undefined {
  return bySlug.get(slug);
}

/** A city's name in an interface language; Russian reads the Latin (English) names (decision 013). */
export function cityLabel(city: City, language: Language): string {
  return language === 'az' ? city.az : city.en;
}

export function cityName(slug: string, language: Language): string {
  const city = bySlug.get(slug);
  return city ? cityLabel(city, language) : slug;
}
