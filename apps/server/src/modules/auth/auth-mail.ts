import type { OutgoingMail } from '../../infra/mail/mail.types';
import type { AuthDependencies } from './auth.types';

type Language = 'az' | 'en';

/** An absolute link into the web app, under the language's prefix (`/az/...` or `/...`). */
export function siteLink(publicUrl: string, language: Language, pathAndQuery: string): string {
  return `${publicUrl}${language === 'az' ? '/az' : ''}${pathAndQuery}`;
}

/**
 * Mail goes out after the answer: its delay or failure must not tell a caller whether an
 * account exists (SECURITY 5), and a mail server hiccup must not fail a sign-up.
 */
export function sendInBackground(
  deps: Pick<AuthDependencies, 'mailer' | 'log'>,
  mail: OutgoingMail,
): void {
  void deps.mailer.send(mail).catch((error: unknown) => {
    deps.log.error({ err: error, kind: mail.kind }, 'mail could not be sent');
  });
}
