import { randomUUID } from 'node:crypto';
import { composeMail } from './compose-mail';
import type { Mailer, MailLogEntry, OutboxEntry } from './mail.types';
import { createMailTransport } from './mail-transport';
import { createOutboxFiles } from './outbox-files';

type OutboxMailerOptions = {
  from: string;
  dir?: string;
  limit: number;
  log: (entry: MailLogEntry) => void;
};

/**
 * Development mail: nodemailer still composes the real MIME message (the .eml), but nothing
 * leaves the machine. The link is logged on purpose, so a developer can follow it.
 */
export function createOutboxMailer({ from, dir, limit, log }: OutboxMailerOptions): Mailer {
  const transport = createMailTransport({ from });
  const files = dir ? createOutboxFiles(dir, limit) : undefined;
  const entries: OutboxEntry[] = [];

  return {
    kind: 'outbox',
    async send(mail) {
      const { rendered, message } = composeMail(mail);
      const raw = await transport.send(message);
      const entry: OutboxEntry = {
        id: randomUUID(),
        to: mail.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        link: rendered.link,
        kind: mail.kind,
        language: mail.language,
        createdAt: new Date().toISOString(),
      };
      entries.unshift(entry);
      entries.splice(limit);
      log({ kind: entry.kind, link: entry.link });
      if (raw) await files?.write(entry, raw);
    },
    async outbox() {
      return [...entries];
    },
    async close() {
      await transport.close();
      await files?.flush();
    },
  };
}
