import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Wordmark } from '../../../components/ui/wordmark';
import { activeCountries } from '../../../lib/locale';
import { useLocale } from '../../../lib/use-locale';

type SiteHeaderProps = {
  hasSectionLinks?: boolean;
  /** A member sees the way back to the dashboard instead of Sign In and Get Started (B1). */
  isSignedIn?: boolean;
};

export function SiteHeader({ hasSectionLinks = false, isSignedIn = false }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { country, localizedPath } = useLocale();
  // The other language of the site: Global English, or the first active country's language.
  const other = country
    ? { path: '/', language: 'en' as const }
    : activeCountries[0] && {
        path: `/${activeCountries[0].code}`,
        language: activeCountries[0].language,
      };

  return (
    <header className="sticky top-0 z-40 border-b border-rose-100/80 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link to={localizedPath('/')} aria-label={t('common.homeLink')} className="rounded-lg">
          <Wordmark name={t('common.brand')} />
        </Link>

        {hasSectionLinks ? (
          <nav aria-label={t('common.nav.label')} className="ml-6 hidden md:block">
            <ul className="flex items-center gap-1 text-sm font-medium text-stone-600">
              <li>
                <a className="rounded-full px-3 py-2 hover:text-rose-800" href="#how-it-works">
                  {t('common.nav.howItWorks')}
                </a>
              </li>
              <li>
                <a className="rounded-full px-3 py-2 hover:text-rose-800" href="#membership">
                  {t('common.nav.membership')}
                </a>
              </li>
              <li>
                <a className="rounded-full px-3 py-2 hover:text-rose-800" href="#regions">
                  {t('common.nav.regions')}
                </a>
              </li>
            </ul>
          </nav>
        ) : null}

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {other ? (
            <Link
              to={other.path}
              lang={other.language}
              hrefLang={other.language}
              className="rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap text-stone-600 hover:text-rose-800 sm:px-3"
            >
              {t(`common.languages.${other.language}`)}
            </Link>
          ) : null}
          {isSignedIn ? (
            <Link to={localizedPath('/dashboard')} className={buttonClasses('primary')}>
              {t('common.actions.dashboard')}
            </Link>
          ) : (
            <>
              <Link to={localizedPath('/auth')} className={buttonClasses('ghost')}>
                {t('common.actions.signIn')}
              </Link>
              {/* On phones the hero's own Get Started is right below. */}
              <div className="hidden sm:block">
                <Link to={localizedPath('/auth?signup=true')} className={buttonClasses('primary')}>
                  {t('common.actions.getStarted')}
                </Link>
              </div>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
