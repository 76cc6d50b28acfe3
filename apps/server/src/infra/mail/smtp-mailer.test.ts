import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createMailer } from './mailer';

type Received = { rcptTo: string[]; raw: string };

const received: Received[] = [];
const receiver = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  const server = receiver.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

// Quoted-printable (RFC 2045) and Q-encoded words (RFC 2047), just enough to read our mail.
function decodeQuotedPrintable(value: string): string {
  return decodeURIComponent(
    value
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, '%$1'),
  );
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_, word: string) =>
      decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1];
}

it('delivers a reset mail to a real SMTP server', async () => {
  const log = vi.fn();
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    from: '"Vüsal" <no-reply@vusal.test>',
    log,
  });
  expect(mailer.kind).toBe('smtp');
  const link = 'https://vusal.test/az/reset-password?token=Zm9vYmFy_4-2';

  await mailer.send({
    to: 'aysel@example.az',
    kind: 'reset-password',
    language: 'az',
    data: { name: 'Aysel', link },
  });
  await mailer.close();

  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.rcptTo).toEqual(['aysel@example.az']);
  const raw = mail?.raw ?? '';
  expect(headerOf(raw, 'To')).toBe('aysel@example.az');
  expect(decodeHeader(headerOf(raw, 'Subject') ?? '')).toBe('Vüsal: parolun sıfırlanması');
  expect(decodeHeader(headerOf(raw, 'From') ?? '')).toBe('Vüsal <no-reply@vusal.test>');
  expect(headerOf(raw, 'Content-Language')).toBe('az');
  const body = decodeQuotedPrintable(raw.slice(raw.search(/\r?\n\r?\n/))).replace(/\r\n/g, '\n');
  expect(body).toContain(`Yeni parol seç:\n${link}`);
  expect(body).toContain(`href="${link}"`);
  expect(body).toContain('Salam, Aysel!');
  // In production the link carries a live token, so it never reaches the log.
  // Issue 36: the kind only, never the address or the subject (which may name a member).
  expect(log).toHaveBeenCalledWith({ kind: 'reset-password' });
  expect(await mailer.outbox()).toEqual([]);
});
