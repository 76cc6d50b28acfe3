import type { Mailer, MailerOptions } from './mail.types';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

const DEFAULT_OUTBOX_LIMIT = 200;

/** SMTP when `smtpUrl` is set, otherwise the development outbox (ARCHITECTURE: Mail). */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) return createSmtpMailer({ smtpUrl, from, log });
  return createOutboxMailer({
    from,
    dir: options.outboxDir,
    limit: options.outboxLimit ?? DEFAULT_OUTBOX_LIMIT,
    log,
  });
}
