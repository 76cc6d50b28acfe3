import { countries, findActiveCountry } from '@vusal/shared/catalog/countries';
import { switchCountryPath } from '@vusal/shared/locale/site-locale';
import { Globe } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '../../../lib/use-locale';

const GLOBAL = 'global';

/**
 * Global or an active country (Azərbaycan); the others show as Coming Soon and cannot be
 * chosen. Switching keeps the page and its query: `/dashboard` ⇄ `/az/dashboard`.
 */
export function CountrySelect() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { country } = useLocale();

  // A language the member chose (Russian) stays where the country offers it (decision 013).
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = findActiveCountry(event.target.value);
    if (next?.code === country?.code) return;
    navigate(`${switchCountryPath(pathname, next)}${search}${hash}`);
  };

  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('dashboard.country.label')}
      </label>
      <Globe
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-stone-500"
      />
      <select
        id={id}
        value={country?.code ?? GLOBAL}
        onChange={change}
        className="h-10 max-w-36 cursor-pointer appearance-none truncate rounded-full bg-white pr-7 pl-8 text-sm font-medium text-stone-800 ring-1 ring-stone-300 ring-inset hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
      >
        <option value={GLOBAL}>{t('dashboard.country.global')}</option>
        {countries.map((option) =>
          option.isActive ? (
            <option key={option.code} value={option.code} lang={option.language}>
              {option.localName}
            </option>
          ) : (
            <option key={option.code} value={option.code} disabled>
              {t('dashboard.country.comingSoon', {
                name: t(`dashboard.country.names.${option.code}`),
              })}
            </option>
          ),
        )}
      </select>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-2.5 text-xs text-stone-500"
      >
        ▾
      </span>
    </div>
  );
}
