import type { AccountLocale } from '@vusal/shared/catalog/countries';
import { accountPrefix, localizePath } from '@vusal/shared/locale/site-locale';
import type { Mailer, OutgoingMail } from './mail.types';

/**
 * An absolute link into the web app where the reader reads it: the account's region in its
 * language (`/az/ru/...`; decision 042), or the page's that asked for the mail.
 */
export function siteLink(publicUrl: string, locale: AccountLocale, pathAndQuery: string): string {
  return publicUrl + localizePath(pathAndQuery, accountPrefix(locale));
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
