import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useLocale } from '../../../lib/use-locale';
import { SiteHeader } from './site-header';

/** Spec section 2, Other pages: 'Oops! Page not found' with a link home (under the prefix). */
export function NotFoundPage({ isSignedIn = false }: { isSignedIn?: boolean }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <>
      <SiteHeader isSignedIn={isSignedIn} />
      <main className="grid min-h-[calc(100dvh-4rem)] place-items-center bg-[radial-gradient(ellipse_at_top,var(--color-rose-100),transparent_65%)] px-4 py-16">
        <div className="max-w-md text-center">
          <p
            aria-hidden="true"
            className="bg-linear-to-br from-rose-500 to-burgundy bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl"
          >
            404
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {t('notFound.title')}
          </h1>
          <p className="mt-4 text-lg text-stone-600">{t('notFound.text')}</p>
          <Link to={localizedPath('/')} className={`${buttonClasses('primary', 'lg')} mt-8`}>
            {t('notFound.home')}
          </Link>
        </div>
      </main>
    </>
  );
}
