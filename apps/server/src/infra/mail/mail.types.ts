import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';
import type { MailKind, MailTemplate } from './templates/mail-data';

/** One mail to one address: the template to render and where it goes. */
export type OutgoingMail = { to: string } & MailTemplate;

/**
 * What the mailer tells the log about each mail: its kind, never its address, subject (names)
 * or body; the development outbox adds the link.
 */
export type MailLogEntry = { kind: MailKind; link?: string };

export type MailerOptions = {
  /** `smtp://user:pass@host:587` or `smtps://…`; nodemailer options go in the query, e.g. `?pool=true`. Unset: development outbox. */
  smtpUrl?: string;
  /** The From header, e.g. `"Vüsal" <no-reply@vusal.az>`. */
  from: string;
  /** Outbox only: also write each mail as an .eml file here, with an index.json. */
  outboxDir?: string;
  /** Outbox only: how many mails to keep, in memory and on disk. */
  outboxLimit?: number;
  log: (entry: MailLogEntry) => void;
};

/** A mail kept by the development outbox, as `GET /api/dev/outbox` lists it. */
export type OutboxEntry = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  kind: MailKind;
  language: Language;
  /** ISO 8601. */
  createdAt: string;
};

/**
 * Sends the app's mails: over SMTP when configured, otherwise into a development outbox that
 * composes the same MIME message, logs the link and keeps the mail for tests and people to read.
 */
export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the mail is accepted by the SMTP server or stored in the outbox. */
  send(message: OutgoingMail): Promise<void>;
  /** The outbox, newest first; always empty for SMTP. */
  outbox(): Promise<OutboxEntry[]>;
  close(): Promise<void>;
};
