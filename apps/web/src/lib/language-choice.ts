import {
  isSiteLanguage,
  LANGUAGE_CHOICE_ATTRIBUTE,
  LANGUAGE_COOKIE,
} from '@vusal/shared/locale/site-locale';
import type { Language } from '@vusal/shared/catalog/countries';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/**
 * Remembers the language a visitor chose in the switcher. The server reads the cookie and sends
 * URLs that name no language to the chosen one (docs/decisions/013).
 */
function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/**
 * Remembers the language of every switcher link followed, from one listener on the document
 * rather than React's: a prerendered page's links work before React has taken that part of
 * the page over (decision 015), and a click there navigates without reaching React at all.
 */
export function rememberLanguageChoices(): () => void {
  const remember = (event: MouseEvent) => {
    const link =
      event.target instanceof Element
        ? event.target.closest(`a[${LANGUAGE_CHOICE_ATTRIBUTE}]`)
        : null;
    const language = link?.getAttribute(LANGUAGE_CHOICE_ATTRIBUTE);
    if (isSiteLanguage(language)) rememberLanguage(language);
  };
  document.addEventListener('click', remember, { capture: true });
  return () => document.removeEventListener('click', remember, { capture: true });
}
