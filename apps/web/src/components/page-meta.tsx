import { hreflangOf, localizePath, siteLocales } from '@vusal/shared/locale/site-locale';
import { useLocale } from '../lib/use-locale';
import { useTranslation } from '../lib/translation';

type DocumentMetaProps = {
  title: string;
  /** The site's own description unless the page has one. */
  description?: string;
};

/**
 * The title and description of every page. React 19 hoists both into <head> (the prerendered
 * pages carry them in their HTML) and takes them out when the page leaves; main.tsx removes the
 * shell's defaults before React renders its own. In this module, beside `PageMeta`, so the
 * landing loads one chunk for both.
 */
export function DocumentMeta({ title, description }: DocumentMetaProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description ?? t('meta.description')} />
    </>
  );
}

type PageMetaProps = {
  title: string;
  description: string;
  /** The page without its locale prefix (`/faq`); alternates are this page in every locale. */
  page: string;
  /** Structured data (schema.org), rendered as JSON-LD: a data block, never executed. */
  structuredData?: object;
};

/**
 * The address people open (PUBLIC_URL at build time, see vite.config.ts). The same on the
 * server and in the browser, so hydration finds the prerendered elements again.
 */
export function siteOrigin(): string {
  return import.meta.env.SITE_ORIGIN ?? '';
}

export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/**
 * Title, description, canonical URL, hreflang alternates for every locale (decision 013), and
 * Open Graph / Twitter cards. React 19 hoists these elements into <head>.
 */
export function PageMeta({ title, description, page, structuredData }: PageMetaProps) {
  const { language, prefix } = useLocale();
  const origin = siteOrigin();
  const url = `${origin}${localizePath(page, prefix)}`;
  const image = `${origin}${SHARE_IMAGE.path}`;
  return (
    <>
      <DocumentMeta title={title} description={description} />
      <link rel="canonical" href={url} />
      {siteLocales().map((locale) => (
        <link
          key={locale.prefix}
          rel="alternate"
          hrefLang={hreflangOf(locale)}
          href={`${origin}${localizePath(page, locale.prefix)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${page}`} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Vüsal" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale[language]} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {structuredData ? (
        <script
          type="application/ld+json"
          // JSON, with `<` escaped so no text can close the element.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(structuredData).replace(/</g, '\\u003c'),
          }}
        />
      ) : null}
    </>
  );
}

const ogLocale = { en: 'en_US', az: 'az_AZ', ru: 'ru_RU' } as const;
