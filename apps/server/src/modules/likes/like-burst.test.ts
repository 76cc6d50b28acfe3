import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET } from '../../../test/app';
import { countStatements } from '../../../test/statement-counter';
import { createTestDatabase } from '../../../test/database';
import { orderedPair } from '../../db/ordered-pair';
import { matches, pushSubscriptions, session } from '../../db/schema';
import { createMailer } from '../../infra/mail/mailer';
import { createTokenHasher } from '../auth/tokens';
import { createFamilyRepository } from '../family/family.repository';
import { createFamilyService } from '../family/family.service';
import { follow, insertGuardian } from '../family/family.test-support';
import { createGuardianAccess } from '../family/guardian-access';
import { createNoticesRepository } from '../notices/notices.repository';
import { createNoticeService } from '../notices/notices.service';
import { createPushRepository } from '../notices/push.repository';
import { silentNotifier } from '../realtime/notifier';
import { insertMembers, type Member } from './discovery.test-support';
import { createLikeAnnouncer, type Announced } from './like-announcer';
import { newMatchRow } from './like-statement';

const log = { error: () => {}, warn: () => {}, info: () => {} };

// Issue 35, item 5: the likes answered in one turn are told of with statements shared by all
// of them, so their number does not grow with the likes; each like is told as on its own.
describe('the likes of one turn, announced together', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('reads recipients, claims bursts and checks guardians once for all of them', async () => {
    const db = database.db;
    const now = new Date('2026-11-24T10:00:00Z');
    const clock = { now: () => now };
    const mailer = createMailer({ from: 'Vüsal <no-reply@vusal.test>', log: () => {} });
    const pushed: string[] = [];
    const notices = createNoticeService({
      repository: createNoticesRepository(db),
      push: createPushRepository(db),
      sender: { send: (device) => pushed.push(device.endpoint) },
      notifier: { isOnline: async () => false },
      mailer,
      clock,
      log,
      publicUrl: 'https://vusal.test',
    });
    const family = createFamilyService({
      family: createFamilyRepository(db),
      access: createGuardianAccess(db),
      hasher: createTokenHasher(TEST_SESSION_SECRET),
      clock,
      mailer,
      publicUrl: 'https://vusal.test',
      log,
      limitInvitations: async () => {},
      contactOf: async () => undefined,
      notices,
      onEditingEnded: async () => {},
    });

    const likes = 8;
    const pairs = 4;
    const likers = await insertMembers(
      db,
      Array.from({ length: likes + pairs }, () => ({})),
    );
    // Liked: one hears of likes by mail at once, one by push; the rest keep the defaults (likes
    // in the daily digest, a match by mail at once).
    const liked = await insertMembers(db, [
      { gender: 'male', preferences: { emailLikes: 'immediately' } },
      { gender: 'male' },
      ...Array.from({ length: pairs }, () => ({ gender: 'male' as const })),
    ]);
    const [mailed, pushedTo] = liked as [Member, Member];
    const [device] = await db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, pushedTo.id));
    await db.insert(pushSubscriptions).values({
      userId: pushedTo.id,
      sessionId: device!.id,
      endpoint: `https://push.test/${randomUUID()}`,
      p256dh: 'key',
      auth: 'auth',
    });
    const matched = liked.slice(2);
    // The first match's liker has a guardian who follows new matches; the second's one who may not.
    const mother = await insertGuardian(db, 'Mother');
    const aunt = await insertGuardian(db, 'Aunt');
    await follow(db, likers[likes]!, mother, { seesNewMatches: true });
    await follow(db, likers[likes + 1]!, aunt, { seesNewMatches: false });

    const told: Promise<unknown>[] = [];
    const announce = createLikeAnnouncer({
      notifier: silentNotifier,
      notices: {
        ...notices,
        likesAndMatches: (list) => {
          told.push(notices.likesAndMatches(list));
          return told.at(-1) as Promise<void>;
        },
      },
      members: { findVisible: async () => undefined } as never,
      received: { find: async () => undefined } as never,
      clock,
      log,
      onFamilyNews: (news) => told.push(family.tellGuardians(news)),
    });
    // Half of the one-way likes go to the member mailed at once, half to the one with a device.
    const announced: Announced[] = [
      ...likers.slice(0, likes).map((liker, n) => ({
        likerId: liker.id,
        likedId: (n % 2 === 0 ? mailed : pushedTo).id,
        likeId: randomUUID(),
      })),
      ...(await Promise.all(
        matched.map(async (member, n) => {
          const likerId = likers[likes + n]!.id;
          const [user1Id, user2Id] = orderedPair(likerId, member.id);
          const [made] = await db
            .insert(matches)
            .values({ user1Id, user2Id, createdAt: now })
            .returning({ id: matches.id, createdAt: matches.createdAt });
          const match = newMatchRow(made!, likerId, member.id);
          return { likerId, likedId: member.id, likeId: randomUUID(), match, view: {} as never };
        }),
      )),
    ];

    const { statements } = await countStatements(database, async () => {
      for (const like of announced) announce(like);
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.all(told);
    });
    // One announcement: the notices as one call for all twelve likes.
    expect(told).toHaveLength(2);
    // Recipients, bursts, names, chat claims; guardians' scopes, names; the one guardian told
    // (their recipient read): seven, however many likes.
    expect(statements.length).toBeLessThanOrEqual(7);

    // Each notice as on its own: one mail and one push per burst of likes, a mail per match,
    // the guardian who follows new matches told, the other not.
    // Up to 2 s, as `waitForMail`: a new mailer's first mail starts its worker (decision 069).
    const outbox = async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const mails = await mailer.outbox();
        if (mails.length >= 1 + pairs + 1) return mails;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mailer.outbox();
    };
    const mails = await outbox();
    const to = (member: { id: string }, kind: string) =>
      mails.filter((mail) => mail.to === `${member.id}@example.az` && mail.kind === kind);
    expect(to(mailed, 'new-like')).toHaveLength(1);
    expect(pushed).toHaveLength(1);
    for (const member of matched) expect(to(member, 'new-match')).toHaveLength(1);
    expect(mails.filter((mail) => mail.kind === 'guardian-news').map((mail) => mail.to)).toEqual([
      mother.email,
    ]);
    expect(mails).toHaveLength(1 + pairs + 1);
  });
});
