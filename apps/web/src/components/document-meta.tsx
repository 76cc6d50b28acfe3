import { useTranslation } from '../lib/translation';

type DocumentMetaProps = {
  title: string;
  /** The site's own description unless the page has one. */
  description?: string;
};

/**
 * The page's title and description. React 19 hoists both into <head> (the prerendered pages
 * carry them in their HTML) and takes them out when the page leaves; main.tsx removes the
 * shell's defaults before React renders its own.
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
