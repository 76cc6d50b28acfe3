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
  { slug: 'baku', az: 'Bakı', en: 'Baku', ru: 'Баку', region: 'baku' },
  { slug: 'ganja', az: 'Gəncə', en: 'Ganja', ru: 'Гянджа', region: 'ganja_dashkasan' },
  { slug: 'sumgayit', az: 'Sumqayıt', en: 'Sumgayit', ru: 'Сумгайыт', region: 'absheron_khizi' },
  {
    slug: 'mingachevir',
    az: 'Mingəçevir',
    en: 'Mingachevir',
    ru: 'Мингечевир',
    region: 'central_aran',
  },
  { slug: 'nakhchivan', az: 'Naxçıvan', en: 'Nakhchivan', ru: 'Нахчыван', region: 'nakhchivan' },
  { slug: 'shirvan', az: 'Şirvan', en: 'Shirvan', ru: 'Ширван', region: 'shirvan_salyan' },
  { slug: 'lankaran', az: 'Lənkəran', en: 'Lankaran', ru: 'Ленкорань', region: 'lankaran_astara' },
  { slug: 'shaki', az: 'Şəki', en: 'Shaki', ru: 'Шеки', region: 'shaki_zagatala' },
  { slug: 'yevlakh', az: 'Yevlax', en: 'Yevlakh', ru: 'Евлах', region: 'central_aran' },
  { slug: 'quba', az: 'Quba', en: 'Quba', ru: 'Губа', region: 'guba_khachmaz' },
  { slug: 'qusar', az: 'Qusar', en: 'Qusar', ru: 'Гусар', region: 'guba_khachmaz' },
  { slug: 'khachmaz', az: 'Xaçmaz', en: 'Khachmaz', ru: 'Хачмаз', region: 'guba_khachmaz' },
  { slug: 'shamakhi', az: 'Şamaxı', en: 'Shamakhi', ru: 'Шамахы', region: 'mountainous_shirvan' },
  { slug: 'gabala', az: 'Qəbələ', en: 'Gabala', ru: 'Габала', region: 'shaki_zagatala' },
  { slug: 'salyan', az: 'Salyan', en: 'Salyan', ru: 'Сальяны', region: 'shirvan_salyan' },
  {
    slug: 'bilasuvar',
    az: 'Biləsuvar',
    en: 'Bilasuvar',
    ru: 'Билясувар',
    region: 'shirvan_salyan',
  },
  { slug: 'imishli', az: 'İmişli', en: 'Imishli', ru: 'Имишли', region: 'mil_mughan' },
  { slug: 'sabirabad', az: 'Sabirabad', en: 'Sabirabad', ru: 'Сабирабад', region: 'mil_mughan' },
  { slug: 'barda', az: 'Bərdə', en: 'Barda', ru: 'Барда', region: 'karabakh' },
  { slug: 'tartar', az: 'Tərtər', en: 'Tartar', ru: 'Тертер', region: 'karabakh' },
  { slug: 'goychay', az: 'Göyçay', en: 'Goychay', ru: 'Гёйчай', region: 'central_aran' },
  { slug: 'qazax', az: 'Qazax', en: 'Qazakh', ru: 'Газах', region: 'gazakh_tovuz' },
  { slug: 'karabakh', az: 'Qarabağ', en: 'Karabakh', ru: 'Карабах', region: 'karabakh' },
  { slug: 'khankendi', az: 'Xankəndi', en: 'Khankendi', ru: 'Ханкенди', region: 'karabakh' },
  { slug: 'shusha', az: 'Şuşa', en: 'Shusha', ru: 'Шуша', region: 'karabakh' },
  { slug: 'agdam', az: 'Ağdam', en: 'Aghdam', ru: 'Агдам', region: 'karabakh' },
  { slug: 'fuzuli', az: 'Füzuli', en: 'Fuzuli', ru: 'Физули', region: 'karabakh' },
  { slug: 'jabrayil', az: 'Cəbrayıl', en: 'Jabrayil', ru: 'Джебраил', region: 'east_zangezur' },
  { slug: 'zangilan', az: 'Zəngilan', en: 'Zangilan', ru: 'Зангилан', region: 'east_zangezur' },
  { slug: 'qubadli', az: 'Qubadlı', en: 'Qubadli', ru: 'Губадлы', region: 'east_zangezur' },
] as const satisfies readonly {
  slug: string;
  az: string;
  en: string;
  ru: string;
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

/**
 * A city's name in an interface language: every screen that names a city goes through this (or
 * `cityName`), so a page never mixes languages (docs/decisions/027-one-language-per-screen.md).
 */
export function cityLabel(city: City, language: Language): string {
  return city[language];
}

export function cityName(slug: string, language: Language): string {
  const city = bySlug.get(slug);
  return city ? cityLabel(city, language) : slug;
}
