import type { Mailer, MailLogEntry } from './mail.types';
import { composeMail } from './compose-mail';
import { createMailTransport } from './mail-transport';

type SmtpMailerOptions = {
  smtpUrl: string;
  from: string;
  log: (entry: MailLogEntry) => void;
};

export function createSmtpMailer({ smtpUrl, from, log }: SmtpMailerOptions): Mailer {
  const transport = createMailTransport({ smtpUrl, from });
  return {
    kind: 'smtp',
    async send(mail) {
      const { message } = composeMail(mail);
      await transport.send(message);
      // No link here: in production it carries a live token (SECURITY 1).
      log({ kind: mail.kind });
    },
    async outbox() {
      return [];
    },
    async close() {
      await transport.close();
    },
  };
}
