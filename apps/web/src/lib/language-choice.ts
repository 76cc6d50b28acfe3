import { LANGUAGE_COOKIE } from '@vusal/shared/locale/site-locale';
import type { Language } from '@vusal/shared/catalog/countries';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/**
 * Remembers the language a visitor chose in the switcher. The server reads the cookie and sends
 * URLs that name no language to the chosen one (docs/decisions/013).
 */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
