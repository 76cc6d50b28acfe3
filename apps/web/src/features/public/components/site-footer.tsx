import { legalPages } from '@vusal/shared/locale/site-locale';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { LanguageLinks } from '../../../components/language-switcher';
import { Wordmark } from '../../../components/ui/wordmark';
import { useLocale } from '../../../lib/use-locale';

type FooterItem = { label: string; path?: string };

export function SiteFooter() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  // D11: the current year, computed when the footer renders.
  const year = new Date().getFullYear();
  const columns: { key: string; title: string; items: FooterItem[] }[] = [
    {
      key: 'platform',
      title: t('footer.platform'),
      items: [
        { label: t('footer.aboutUs'), path: '/about-us' },
        { label: t('footer.howItWorks'), path: '/how-it-works' },
        { label: t('footer.blog') },
      ],
    },
    {
      key: 'support',
      title: t('footer.support'),
      items: [{ label: t('footer.faq'), path: '/faq' }, { label: t('footer.contact') }],
    },
    {
      key: 'legal',
      title: t('footer.legal'),
      items: [
        { label: t('footer.terms'), path: legalPages.terms },
        { label: t('footer.privacy'), path: legalPages.privacy },
      ],
    },
  ];

  return (
    <footer className="bg-stone-950 text-stone-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <Link
            to={localizedPath('/')}
            aria-label={t('common.homeLink')}
            className="inline-block rounded-lg"
          >
            <Wordmark name={t('common.brand')} tone="light" />
          </Link>
          <p className="mt-4 max-w-xs text-sm text-stone-400">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className="text-sm font-semibold text-white">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.items.map((item) => (
                <li key={item.label}>
                  {item.path ? (
                    <Link
                      to={localizedPath(item.path)}
                      className="rounded hover:text-white hover:underline"
                    >
                      {item.label}
                    </Link>
                  ) : (
                    // A placeholder page: plain text, announced as unavailable.
                    <span
                      aria-disabled="true"
                      className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-400"
                    >
                      {item.label}
                      <span className="rounded-full bg-stone-800 px-2 py-0.5 text-[0.7rem] font-medium whitespace-nowrap text-stone-300">
                        {t('common.comingSoon')}
                      </span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-stone-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{t('footer.copyright', { year })}</p>
          <LanguageLinks />
          <p>{t('footer.rights')}</p>
        </div>
      </div>
    </footer>
  );
}
