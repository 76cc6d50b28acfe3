import {
  findActiveCountry,
  type AccountLanguage as Language,
} from '@vusal/shared/catalog/countries';
import { localePrefix, localizePath } from '@vusal/shared/locale/site-locale';
import type { Mailer, OutgoingMail } from './mail.types';

/**
 * An absolute link into the web app in the mail's language: Azerbaijani is Azerbaijan's site
 * (`/az/...`), English and Russian the global one (`/...`, `/ru/...`).
 */
export function siteLink(publicUrl: string, language: Language, pathAndQuery: string): string {
  const country = language === 'az' ? findActiveCountry('az') : undefined;
  return publicUrl + localizePath(pathAndQuery, localePrefix(country, language));
}

/**
 * Mail goes out after the answer: its delay or failure must not tell a caller whether an
 * account exists (SECURITY 5), and a mail server hiccup must not fail a sign-up or a message.
 */
export function sendInBackground(
  deps: { mailer: Mailer; log: { error(object: object, message: string): void } },
  mail: OutgoingMail,
): void {
  void deps.mailer.send(mail).catch((error: unknown) => {
    deps.log.error({ err: error, kind: mail.kind }, 'mail could not be sent');
  });
}
