import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './client';
import { orderedPair } from './ordered-pair';
import {
  blocks,
  likePairs,
  likes,
  matches,
  messages,
  passes,
  preferences,
  profiles,
  user,
} from './schema';

/** The constraint a failed statement violated, from either driver's error. */
async function violatedConstraint(statement: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    if (cause && typeof cause === 'object' && 'constraint' in cause)
      return String(cause.constraint);
    throw error;
  }
  throw new Error('the statement succeeded');
}

describe('database constraints', () => {
  let handle: DatabaseHandle;
  let db: DatabaseHandle['db'];
  const ids: string[] = [];

  async function createUser(): Promise<string> {
    const id = randomUUID();
    await db.insert(user).values({ id, name: 'Test', email: `${id}@example.test` });
    return id;
  }

  /** Two users ordered as a match stores them. */
  async function createPair(): Promise<[string, string]> {
    const pair = [await createUser(), await createUser()].sort();
    return [pair[0] ?? '', pair[1] ?? ''];
  }

  async function createMatch(): Promise<string> {
    const [user1Id, user2Id] = await createPair();
    const [row] = await db.insert(matches).values({ user1Id, user2Id }).returning();
    if (!row) throw new Error('no match');
    return row.id;
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    ids.push(await createUser(), await createUser());
  });
  afterAll(() => handle.close());

  it('refuses a self-like and a duplicate like', async () => {
    const [a = '', b = ''] = ids;
    expect(await violatedConstraint(db.insert(likes).values({ likerId: a, likedId: a }))).toBe(
      'likes_not_self_check',
    );
    await db.insert(likes).values({ likerId: a, likedId: b });
    expect(await violatedConstraint(db.insert(likes).values({ likerId: a, likedId: b }))).toBe(
      'likes_pair_key',
    );
    // The other direction is a different like.
    await db.insert(likes).values({ likerId: b, likedId: a });
  });

  it('refuses passing or blocking oneself', async () => {
    const [a = ''] = ids;
    expect(await violatedConstraint(db.insert(passes).values({ userId: a, passedId: a }))).toBe(
      'passes_not_self_check',
    );
    expect(await violatedConstraint(db.insert(blocks).values({ blockerId: a, blockedId: a }))).toBe(
      'blocks_not_self_check',
    );
  });

  it('stores a match once, whatever order its members come in', async () => {
    const [low, high] = await createPair();
    await db.insert(matches).values({ user1Id: low, user2Id: high });
    expect(
      await violatedConstraint(db.insert(matches).values({ user1Id: high, user2Id: low })),
    ).toBe('matches_order_check');
    expect(
      await violatedConstraint(db.insert(matches).values({ user1Id: low, user2Id: high })),
    ).toBe('matches_pair_key');
  });

  it('stores a client message id once per match', async () => {
    const [first, second] = [await createMatch(), await createMatch()];
    const clientId = randomUUID();
    await db.insert(messages).values({ matchId: first, clientId, body: 'Salam' });
    expect(
      await violatedConstraint(db.insert(messages).values({ matchId: first, clientId, body: 'x' })),
    ).toBe('messages_client_id_key');
    await db.insert(messages).values({ matchId: second, clientId, body: 'Salam' });
  });

  it('requires a body for text and a file for attachments', async () => {
    const matchId = await createMatch();
    const message = { matchId, clientId: randomUUID() };
    expect(await violatedConstraint(db.insert(messages).values(message))).toBe(
      'messages_content_check',
    );
    expect(
      await violatedConstraint(db.insert(messages).values({ ...message, type: 'image' })),
    ).toBe('messages_content_check');
    await db.insert(messages).values({
      ...message,
      type: 'file',
      attachmentKey: 'chat/abc.pdf',
      attachmentName: 'cv.pdf',
      attachmentMime: 'application/pdf',
      attachmentSize: 1024,
    });
  });

  describe('profiles', () => {
    const valid = { fullName: 'Aysel Məmmədova', city: 'baku', isDemo: true } as const;
    const insert = (values: Partial<typeof profiles.$inferInsert>) =>
      db.insert(profiles).values({ ...valid, ...values });

    it('accepts catalogue values and the range limits', async () => {
      await insert({
        gender: 'female',
        smokes: 'no',
        musicGenres: ['pop', 'azerbaijani_traditional'],
      });
      await insert({ age: 18, height: 140, partnerAgeMin: 18, partnerAgeMax: 80 });
      await insert({ age: 80, height: 200, dateOfBirth: '1940-01-01' });
    });

    it.each([
      [{ gender: 'erkek' }, 'profiles_gender_check'],
      [{ city: 'paris' }, 'profiles_city_check'],
      [{ smokes: 'sometimes' }, 'profiles_smokes_check'],
      [{ annualIncome: '100k' }, 'profiles_annual_income_check'],
      [{ relationshipGoals: ['marriage', 'dating'] }, 'profiles_relationship_goals_check'],
      [{ musicGenres: ['pop', 'metal'] }, 'profiles_music_genres_check'],
      [{ dealBreakers: ['snoring'] }, 'profiles_deal_breakers_check'],
      [{ age: 17 }, 'profiles_age_range'],
      [{ age: 81 }, 'profiles_age_range'],
      [{ height: 139 }, 'profiles_height_range'],
      [{ height: 201 }, 'profiles_height_range'],
      [{ partnerAgeMin: 40, partnerAgeMax: 30 }, 'profiles_partner_age_order_check'],
      [{ dateOfBirth: '1939-12-31' }, 'profiles_date_of_birth_check'],
    ])('refuses %o', async (values, constraint) => {
      // Invalid on purpose: the database, not TypeScript, must refuse these.
      expect(
        await violatedConstraint(insert(values as Partial<typeof profiles.$inferInsert>)),
      ).toBe(constraint);
    });

    it('gives a demo profile no account and a real one exactly one', async () => {
      const [a = ''] = ids;
      expect(await violatedConstraint(insert({ userId: a }))).toBe('profiles_owner_check');
      expect(await violatedConstraint(insert({ isDemo: false }))).toBe('profiles_owner_check');
      await insert({ userId: a, isDemo: false });
      expect(await violatedConstraint(insert({ userId: a, isDemo: false }))).toBe(
        'profiles_user_id_unique',
      );
    });

    it('starts pending and active (D1)', async () => {
      const [row] = await insert({}).returning();
      expect(row).toMatchObject({ isApproved: false, isActive: true, relationshipGoals: [] });
    });
  });

  it('keeps preferences within 18 to 80 and in order', async () => {
    const [a = ''] = ids;
    expect(await violatedConstraint(db.insert(preferences).values({ userId: a, minAge: 17 }))).toBe(
      'preferences_min_age_range',
    );
    expect(
      await violatedConstraint(
        db.insert(preferences).values({ userId: a, minAge: 60, maxAge: 30 }),
      ),
    ).toBe('preferences_age_order_check');
    const [row] = await db.insert(preferences).values({ userId: a }).returning();
    expect(row).toMatchObject({
      minAge: 18,
      maxAge: 50,
      searchCity: null,
      showOnlineStatus: true,
      receiveNotifications: true,
      showReadReceipts: false,
      privacyMode: false,
      locationVisibility: 'city',
    });
  });

  it('keeps the conversation when an account is purged (S8)', async () => {
    const [low, high] = await createPair();
    const [match] = await db.insert(matches).values({ user1Id: low, user2Id: high }).returning();
    if (!match) throw new Error('no match');
    await db.insert(likes).values({ likerId: low, likedId: high });
    // Decision 073: the pair's row goes with either member.
    const [first, second] = orderedPair(low, await createUser());
    await db.insert(likePairs).values([
      { user1Id: low, user2Id: high, user1Liked: true },
      { user1Id: first, user2Id: second, user2Liked: true },
    ]);
    await db
      .insert(messages)
      .values({ matchId: match.id, senderId: low, clientId: 'c1', body: 'Hi' });

    await db.delete(user).where(eq(user.id, low));

    const [kept] = await db.select().from(messages).where(eq(messages.matchId, match.id));
    expect(kept?.senderId).toBeNull();
    const [keptMatch] = await db.select().from(matches).where(eq(matches.id, match.id));
    expect(keptMatch).toMatchObject({ user1Id: null, user2Id: high });
    expect(await db.select().from(likes).where(eq(likes.likerId, low))).toEqual([]);
    expect(await db.select().from(likePairs)).toEqual([]);
  });
});
