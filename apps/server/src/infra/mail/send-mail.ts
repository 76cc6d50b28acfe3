import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';
import type { Mailer, OutgoingMail } from './mail.types';

/** An absolute link into the web app, under the language's prefix (`/az/...` or `/...`). */
export function siteLink(publicUrl: string, language: Language, pathAndQuery: string): string {
  return `${publicUrl}${language === 'az' ? '/az' : ''}${pathAndQuery}`;
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
