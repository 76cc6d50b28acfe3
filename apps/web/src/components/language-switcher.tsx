import {
  LANGUAGE_CHOICE_ATTRIBUTE,
  languageNames,
  regionLanguages,
  siteLanguages,
  switchLanguagePath,
} from '@vusal/shared/locale/site-locale';
import { Languages } from 'lucide-react';
import type { FocusEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../lib/use-locale';
import { useTranslation } from '../lib/translation';
import { useDisclosure } from './ui/use-disclosure';

/** The site's languages as links to the same page in each (decision 013); endonyms carry `lang`. */
function useLanguageLinks() {
  const { pathname, search, hash } = useLocation();
  const { country, language } = useLocale();
  const offered = regionLanguages(country);
  // A language the region lacks (Azerbaijani from Global) leads to the region that has it.
  const ordered = [...offered, ...siteLanguages.filter((other) => !offered.includes(other))];
  return ordered.map((code) => ({
    code,
    name: languageNames[code],
    to: `${switchLanguagePath(pathname, code)}${search}${hash}`,
    isCurrent: code === language,
  }));
}

type LanguageLinkTarget = ReturnType<typeof useLanguageLinks>[number];

/**
 * The same page in one language, in that language's own name; following it remembers it
 * (`rememberLanguageChoices`, hydrated or not).
 */
function LanguageLink({
  link,
  className,
  onChosen,
}: {
  link: LanguageLinkTarget;
  className: string;
  onChosen?: () => void;
}) {
  return (
    <Link
      to={link.to}
      lang={link.code}
      hrefLang={link.code}
      aria-current={link.isCurrent ? 'true' : undefined}
      {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: link.code }}
      onClick={onChosen}
      className={className}
    >
      {link.name}
    </Link>
  );
}

/** A compact menu for the header: a button that shows the current language and opens the list. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useLocale();
  const links = useLanguageLinks();
  const { isOpen, close, panelId, buttonProps, closeOnEscape } = useDisclosure();
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    <div className="relative" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button
        {...buttonProps}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-stone-700 hover:bg-rose-50 hover:text-rose-800"
      >
        <Languages aria-hidden="true" className="size-4" />
        <span className="uppercase">{language}</span>
        <span className="sr-only">{t('common.language.menu')}</span>
      </button>
      <ul
        id={panelId}
        hidden={!isOpen}
        className="absolute right-0 z-50 mt-2 w-44 rounded-2xl bg-white p-1.5 shadow-lg ring-1 ring-stone-200"
      >
        {links.map((link) => (
          <li key={link.code}>
            <LanguageLink
              link={link}
              onChosen={close}
              className={`block rounded-xl px-3 py-2 text-sm hover:bg-rose-50 hover:text-rose-800 ${
                link.isCurrent ? 'font-semibold text-rose-800' : 'text-stone-700'
              }`}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every language as a plain list of links, for the footer (crawlable, no script needed). */
export function LanguageLinks() {
  const { t } = useTranslation();
  const links = useLanguageLinks();
  return (
    <nav aria-label={t('common.language.label')}>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {links.map((link) => (
          <li key={link.code}>
            <LanguageLink
              link={link}
              className={`rounded hover:text-white hover:underline ${link.isCurrent ? 'font-semibold text-white' : ''}`}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
