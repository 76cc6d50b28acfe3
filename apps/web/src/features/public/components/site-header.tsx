import { Menu, X } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useDisclosure } from '../../../components/ui/use-disclosure';
import { Wordmark } from '../../../components/ui/wordmark';
import { LanguageMenu } from '../../../components/language-switcher';
import { useIsSignedIn } from '../../../lib/session-probe';
import { useLocale } from '../../../lib/use-locale';

type SiteHeaderProps = { hasSectionLinks?: boolean };

export function SiteHeader({ hasSectionLinks = false }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  // A member sees the way back to the dashboard instead of Sign In and Get Started (issue 7 B1).
  const isSignedIn = useIsSignedIn() === true;
  const pageLinks = [
    { path: '/how-it-works', label: t('common.nav.howItWorks') },
    { path: '/faq', label: t('common.nav.faq') },
    { path: '/about-us', label: t('common.nav.aboutUs') },
  ];

  const menu = useDisclosure();

  return (
    <header
      onKeyDown={menu.closeOnEscape}
      className="sticky top-0 z-40 border-b border-rose-100/80 bg-white/85 backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link to={localizedPath('/')} aria-label={t('common.homeLink')} className="rounded-lg">
          <Wordmark name={t('common.brand')} />
        </Link>

        <nav aria-label={t('common.nav.label')} className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1 text-sm font-medium text-stone-600">
            {hasSectionLinks ? (
              <li>
                <a className="rounded-full px-3 py-2 hover:text-rose-800" href="#membership">
                  {t('common.nav.membership')}
                </a>
              </li>
            ) : null}
            {pageLinks.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={localizedPath(link.path)}
                  className="rounded-full px-3 py-2 hover:text-rose-800 aria-[current=page]:text-rose-800"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageMenu />
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
          {/* Phones: the pages the wide header lists, behind a disclosure (issue 22); last in
              the row, so Tab goes from it into the menu. */}
          <button
            {...menu.buttonProps}
            className="grid size-10 place-items-center rounded-full text-stone-700 hover:bg-rose-50 hover:text-rose-800 md:hidden"
          >
            {menu.isOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            <span className="sr-only">{t('common.nav.menu')}</span>
          </button>
        </div>
      </div>
      <nav
        id={menu.panelId}
        aria-label={t('common.nav.label')}
        hidden={!menu.isOpen}
        className="border-t border-rose-100 bg-white px-4 py-2 md:hidden"
      >
        <ul className="grid text-base font-medium text-stone-700">
          {pageLinks.map((link) => (
            <li key={link.path}>
              <NavLink
                to={localizedPath(link.path)}
                onClick={menu.close}
                className="flex min-h-11 items-center rounded-lg px-2 hover:text-rose-800 aria-[current=page]:text-rose-800"
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
