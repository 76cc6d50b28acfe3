import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { preferences, profiles, user } from '../../db/schema';
import { createMailer } from '../../infra/mail/mailer';
import type { Mailer } from '../../infra/mail/mail.types';
import { chatPair } from '../chat/chat.test-support';
import { createNoticesRepository, NOTICE_INTERVAL_MS } from './notices.repository';
import { createNoticeService } from './notices.service';
import { createPushRepository } from './push.repository';

const log = { error: () => {}, warn: () => {}, info: () => {} } as never;

describe('e-mail notices of new messages and matches (issue 10, item 7)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let mailer: Mailer;
  let now: Date;
  const online = new Set<string>();

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());
  beforeEach(() => {
    mailer = createMailer({ from: 'Vüsal <no-reply@vusal.test>', log: () => {} });
    now = new Date('2026-11-24T10:00:00Z');
    online.clear();
  });

  const service = (repository = createNoticesRepository(database.db)) =>
    createNoticeService({
      repository,
      push: createPushRepository(database.db),
      sender: { send: () => {} },
      notifier: { isOnline: async (userId) => online.has(userId) },
      mailer,
      clock: { now: () => now },
      log,
      publicUrl: 'https://vusal.test',
    });

  /** Mail goes out in the background: wait until the outbox has settled. */
  // Up to 2 s, as `waitForMail`: a new mailer's first mail starts its worker (decision 069).
  async function mailsTo(userId: string, count = 0) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const mails = (await mailer.outbox()).filter((mail) => mail.to === `${userId}@example.az`);
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return (await mailer.outbox()).filter((mail) => mail.to === `${userId}@example.az`);
  }

  it('mails an away member once per chat every 15 minutes, with a link straight to the chat', async () => {
    const { a, b, matchId } = await chatPair(database.db);
    const notices = service();

    await notices.newMessage(b.id, matchId, a.id);
    await notices.newMessage(b.id, matchId, a.id);
    const first = await mailsTo(b.id, 1);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ kind: 'new-message' });
    expect(first[0]!.link).toBe(`https://vusal.test/messages?match=${matchId}`);
    expect(first[0]!.text).toContain(a.name);

    now = new Date(now.getTime() + NOTICE_INTERVAL_MS - 1000);
    await notices.newMessage(b.id, matchId, a.id);
    expect(await mailsTo(b.id)).toHaveLength(1);

    now = new Date(now.getTime() + 1000);
    await notices.newMessage(b.id, matchId, a.id);
    expect(await mailsTo(b.id, 2)).toHaveLength(2);
  });

  it('links to the region and language the member signed up in (issue 37, item 4)', async () => {
    const { a, b, matchId } = await chatPair(database.db);
    await database.db.update(user).set({ language: 'ru', country: 'az' }).where(eq(user.id, b.id));
    await service().newMessage(b.id, matchId, a.id);
    const [mail] = await mailsTo(b.id, 1);
    expect(mail!.link).toBe(`https://vusal.test/az/ru/messages?match=${matchId}`);
    expect(mail!.text).toContain('https://vusal.test/az/ru/preferences');
  });

  it('sends nothing while the member has the site open, or when they turned notifications off', async () => {
    const { a, b, matchId } = await chatPair(database.db);
    online.add(b.id);
    await service().newMessage(b.id, matchId, a.id);
    await database.db.insert(preferences).values({ userId: a.id, receiveNotifications: false });
    await service().newMessage(a.id, matchId, b.id);
    expect(await mailsTo(b.id)).toHaveLength(0);
    expect(await mailsTo(a.id)).toHaveLength(0);

    online.clear();
    await database.db
      .update(preferences)
      .set({ receiveNotifications: true })
      .where(eq(preferences.userId, a.id));
    await service().newMessage(a.id, matchId, b.id);
    expect(await mailsTo(a.id, 1)).toHaveLength(1);
  });

  it('sends nothing to a deactivated member', async () => {
    const { a, b, matchId } = await chatPair(database.db);
    await database.db.update(profiles).set({ isActive: false }).where(eq(profiles.userId, b.id));
    await service().newMessage(b.id, matchId, a.id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await mailsTo(b.id)).toHaveLength(0);
  });

  it('many messages at the same instant make exactly one mail', async () => {
    const { a, b, matchId } = await chatPair(database.db);
    const notices = service();
    await Promise.all(Array.from({ length: 20 }, () => notices.newMessage(b.id, matchId, a.id)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await mailsTo(b.id, 1)).toHaveLength(1);
  });

  it('reads the recipients of the notices of one moment together (decision 068)', async () => {
    const chats = await Promise.all(Array.from({ length: 5 }, () => chatPair(database.db)));
    const repository = createNoticesRepository(database.db);
    const reads: number[] = [];
    const notices = service({
      ...repository,
      recipients: (ids) => {
        reads.push(ids.length);
        return repository.recipients(ids);
      },
    });
    // Five messages, each announced in a turn of its own, as the chat does.
    await Promise.all(
      chats.map(
        ({ a, b, matchId }) =>
          new Promise<void>((told) =>
            setImmediate(() => void notices.newMessage(b.id, matchId, a.id).then(told)),
          ),
      ),
    );
    expect(reads).toEqual([5]);
    for (const { b } of chats) expect(await mailsTo(b.id, 1)).toHaveLength(1);
  });

  it('tells the notices still gathering when it closes', async () => {
    const { a, b, matchId } = await chatPair(database.db);
    const notices = service();
    let told = false;
    void notices.newMessage(b.id, matchId, a.id).then(() => (told = true));
    await notices.close();
    expect(told).toBe(true);
    expect(await mailsTo(b.id, 1)).toHaveLength(1);
  });

  it('a new match mails the member whose like it completed, linking to their matches', async () => {
    const { a, b, matchId } = await chatPair(database.db, undefined, {
      user1WantsChat: null,
      user2WantsChat: null,
    });
    await service().newMatch(a.id, matchId, b.id);
    const [mail] = await mailsTo(a.id, 1);
    expect(mail).toMatchObject({ kind: 'new-match' });
    expect(mail!.link).toBe('https://vusal.test/likes-and-matches?tab=matches');
  });
});
