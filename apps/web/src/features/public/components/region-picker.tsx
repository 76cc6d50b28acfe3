import { countries, type Language } from '@vusal/shared/catalog/countries';
import { regionPrefixFrom } from '@vusal/shared/locale/site-locale';
import { Check, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useLocale } from '../../../lib/use-locale';
import { CountryFlag } from './country-flag';

type Region = {
  key: string;
  path: string;
  mark: ReactNode;
  name: string;
  /** The site language there, named in itself (an endonym, so it carries its own `lang`). */
  language: Language;
  nameLang: Language | undefined;
  isActive: boolean;
};

/** Global, then every country of the table: active ones are links, the others Coming Soon. */
export function RegionPicker() {
  const { t } = useTranslation();
  const { country: current } = useLocale();
  const { pathname } = useLocation();
  const regions: Region[] = [
    {
      key: 'global',
      path: regionPrefixFrom(pathname, undefined) || '/',
      mark: <Globe aria-hidden="true" className="size-7 text-rose-700" />,
      name: t('landing.regions.global'),
      language: 'en',
      nameLang: undefined,
      isActive: true,
    },
    ...countries.map((country) => ({
      key: country.code,
      path: regionPrefixFrom(pathname, country),
      mark: <CountryFlag code={country.code} />,
      name: country.localName,
      language: country.language,
      // The local name is in the site language only where that is not English.
      nameLang: country.language === 'en' ? undefined : country.language,
      isActive: country.isActive,
    })),
  ];

  return (
    <section id="regions" aria-labelledby="regions-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="regions-title"
          title={t('landing.regions.title')}
          lead={t('landing.regions.lead')}
        />
        <ul className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {regions.map((region) => {
            const isCurrent = region.isActive && region.key === (current?.code ?? 'global');
            const body = (
              <>
                <span className="grid size-12 place-items-center rounded-2xl bg-rose-50">
                  {region.mark}
                </span>
                <span
                  className="mt-4 block text-lg font-semibold text-stone-900"
                  lang={region.nameLang}
                >
                  {region.name}
                </span>
                <span className="mt-0.5 block text-sm text-stone-600" lang={region.language}>
                  {t(`common.languages.${region.language}`)}
                </span>
              </>
            );
            if (!region.isActive) {
              return (
                <li key={region.key}>
                  <div
                    aria-disabled="true"
                    className="h-full rounded-3xl border border-dashed border-stone-300 bg-stone-50 p-4 sm:p-5"
                  >
                    {body}
                    <span className="mt-3 block">
                      <Badge tone="stone">{t('common.comingSoon')}</Badge>
                    </span>
                  </div>
                </li>
              );
            }
            return (
              <li key={region.key}>
                <Link
                  to={region.path}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={`block h-full rounded-3xl border bg-white p-4 transition sm:p-5 hover:-translate-y-0.5 hover:shadow-md ${
                    isCurrent
                      ? 'border-rose-600 ring-2 ring-rose-600'
                      : 'border-stone-200 hover:border-rose-300'
                  }`}
                >
                  {body}
                  {isCurrent ? (
                    <span className="mt-3 inline-flex items-center gap-1 rounded-full bg-rose-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                      <Check aria-hidden="true" className="size-3.5" />
                      {t('landing.regions.current')}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
