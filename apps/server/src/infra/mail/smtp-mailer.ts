import nodemailer from 'nodemailer';
import type { Mailer, MailLogEntry } from './mail.types';
import { composeMail } from './compose-mail';

type SmtpMailerOptions = {
  smtpUrl: string;
  from: string;
  log: (entry: MailLogEntry) => void;
};

export function createSmtpMailer({ smtpUrl, from, log }: SmtpMailerOptions): Mailer {
  // nodemailer reads its options from the URL's query (`?ignoreTLS=true`, `?pool=true`).
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    kind: 'smtp',
    async send(mail) {
      const { message } = composeMail(mail);
      await transport.sendMail(message);
      // No link here: in production it carries a live token (SECURITY 1).
      log({ kind: mail.kind });
    },
    async outbox() {
      return [];
    },
    async close() {
      transport.close();
    },
  };
}
