import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeMail } from './compose-mail';
import type { Mailer, MailerOptions, OutgoingMail } from './mail.types';
import { createMailer } from './mailer';
import { renderMail } from './templates/render-mail';

const from = '"Vüsal" <no-reply@vusal.test>';
const opened: Mailer[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((mailer) => mailer.close()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

function open(options: Partial<MailerOptions> = {}): Mailer {
  const mailer = createMailer({ from, log: () => undefined, ...options });
  opened.push(mailer);
  return mailer;
}

async function tmpDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vusal-outbox-'));
  dirs.push(dir);
  return dir;
}

function resetMail(n: number): OutgoingMail {
  return {
    to: `user${n}@example.az`,
    kind: 'reset-password',
    language: 'en',
    data: { link: `https://vusal.test/reset-password?token=secret-${n}` },
  };
}

describe('development outbox', () => {
  it('is used when no SMTP URL is set, and keeps mails newest first', async () => {
    const log = vi.fn();
    const mailer = open({ log });
    expect(mailer.kind).toBe('outbox');

    await mailer.send(resetMail(1));
    await mailer.send({
      to: 'aysel@example.az',
      kind: 'account-deleted',
      language: 'az',
      data: { name: 'Rəşad', signInLink: 'https://vusal.test/az/auth?mode=signin&restore=1' },
    });

    const [newest, oldest] = await mailer.outbox();
    expect(newest).toMatchObject({
      to: 'aysel@example.az',
      subject: renderMail('account-deleted', 'az', { signInLink: 'https://vusal.test/' }).subject,
      kind: 'account-deleted',
      language: 'az',
      link: 'https://vusal.test/az/auth?mode=signin&restore=1',
    });
    expect(newest?.text).toContain('Rəşad');
    expect(newest?.html).toContain('Rəşad');
    expect(oldest).toMatchObject({ to: 'user1@example.az', subject: 'Reset your Vüsal password' });
    expect(Date.parse(oldest?.createdAt ?? '')).not.toBeNaN();
    // In development the link is printed on purpose: that is how a developer follows it.
    expect(log).toHaveBeenCalledWith({
      kind: 'reset-password',
      link: 'https://vusal.test/reset-password?token=secret-1',
    });
  });

  it('keeps only the most recent mails', async () => {
    const mailer = open({ outboxLimit: 2 });
    for (const n of [1, 2, 3]) await mailer.send(resetMail(n));
    const entries = await mailer.outbox();
    expect(entries.map((entry) => entry.to)).toEqual(['user3@example.az', 'user2@example.az']);
  });

  it('refuses anything but a single recipient', async () => {
    const mailer = open();
    await expect(
      mailer.send({ ...resetMail(1), to: 'a@example.az, b@example.az' }),
    ).rejects.toThrow();
    expect(await mailer.outbox()).toEqual([]);
  });

  it('writes .eml files and an index a person can read', async () => {
    const dir = await tmpDir();
    const mailer = open({ outboxDir: dir, outboxLimit: 2 });
    await Promise.all([1, 2, 3].map((n) => mailer.send(resetMail(n))));
    await mailer.close();

    const files = (await readdir(dir)).sort();
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(2);
    expect(files).toContain('index.json');
    const index: { file: string; to: string; link: string }[] = JSON.parse(
      await readFile(path.join(dir, 'index.json'), 'utf8'),
    );
    const entries = await mailer.outbox();
    expect(index.map((line) => line.to)).toEqual(entries.map((entry) => entry.to));
    expect(index[0]?.file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f-]{36}\.eml$/);

    const eml = await readFile(path.join(dir, index[0]?.file ?? ''), 'utf8');
    expect(eml).toContain(`To: ${entries[0]?.to}`);
    expect(eml).toContain('From: =?UTF-8?Q?V=C3=BCsal?= <no-reply@vusal.test>');
    expect(eml).toContain('Auto-Submitted: auto-generated');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('token=3Dsecret-');
  });

  it('writes mails sent together in one go, and those sent meanwhile in the next', async () => {
    const dir = await tmpDir();
    const mailer = open({ outboxDir: dir, outboxLimit: 3 });
    const together = [1, 2, 3, 4, 5, 6].map((n) => mailer.send(resetMail(n)));
    await together[0];
    const later = [7, 8].map((n) => mailer.send(resetMail(n)));
    await Promise.all([...together, ...later]);
    await mailer.close();

    const index: { file: string; to: string }[] = JSON.parse(
      await readFile(path.join(dir, 'index.json'), 'utf8'),
    );
    const entries = await mailer.outbox();
    expect(index.map((line) => line.to)).toEqual(entries.map((entry) => entry.to));
    expect(index).toHaveLength(3);
    const files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
    expect(files).toEqual(index.map((line) => line.file).sort());
  });

  it('writes the very message nodemailer composes on the main thread, in every language', async () => {
    // What is new each time: the Message-ID, the Date and the parts' boundary.
    const unique = (raw: string) =>
      raw
        .replace(/^Message-ID: <[^>]+>$/m, 'Message-ID: <…>')
        .replace(/^Date: .+$/m, 'Date: …')
        .replaceAll(/_NmP-[0-9a-f]+-Part_/g, '_NmP-…-Part_');
    const inThread = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from });
    const dir = await tmpDir();
    const mailer = open({ outboxDir: dir });
    for (const language of ['az', 'en', 'ru'] as const) {
      const mail: OutgoingMail = {
        to: `liked-${language}@example.az`,
        kind: 'new-like',
        language,
        data: {
          name: 'Rəşad',
          link: 'https://vusal.test/likes',
          settingsLink: 'https://vusal.test/preferences#notifications',
        },
      };
      await mailer.send(mail);
      const [written] = JSON.parse(await readFile(path.join(dir, 'index.json'), 'utf8')) as {
        file: string;
      }[];
      const eml = await readFile(path.join(dir, written?.file ?? ''), 'utf8');
      const expected = await inThread.sendMail(composeMail(mail).message);
      expect(unique(eml)).toBe(unique((expected.message as Buffer).toString('utf8')));
    }
  });

  it('adds to the index a previous run left behind', async () => {
    const dir = await tmpDir();
    const first = open({ outboxDir: dir });
    await first.send(resetMail(1));
    await first.close();
    const second = open({ outboxDir: dir });
    await second.send(resetMail(2));
    await second.close();

    const index: { to: string }[] = JSON.parse(
      await readFile(path.join(dir, 'index.json'), 'utf8'),
    );
    expect(index.map((line) => line.to)).toEqual(['user2@example.az', 'user1@example.az']);
  });
});
