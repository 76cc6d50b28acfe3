import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, profiles, reviewHolds, sanctions } from '../../db/schema';
import { orderedPair } from '../../db/ordered-pair';
import { as, pictureUrl, storeMainPhoto } from '../../../test/accounts';
import { jpegWithPrivateMetadata } from '../../../test/fixtures/media-fixtures';
import { withoutRequestId } from '../../../test/error-body';
import { send, text } from '../chat/chat.test-support';
import { api, insertMembers, liveApp, type Member } from '../likes/discovery.test-support';

const live = liveApp();
const db = () => live.ctx.database.db;

/** Each way a member is hidden from others (SECURITY 41, decision 039). */
const hiddenStates: Record<string, (userId: string) => Promise<unknown>> = {
  'held for review': (userId) => db().insert(reviewHolds).values({ userId, heldAt: new Date() }),
  'asked to verify': (userId) =>
    db().update(profiles).set({ verificationRequired: true }).where(eq(profiles.userId, userId)),
  suspended: async (userId) => {
    const endsAt = new Date(Date.now() + 86_400_000);
    await db().insert(sanctions).values({ userId, kind: 'suspend', reason: 'Rude', endsAt });
    await db().update(profiles).set({ isActive: false }).where(eq(profiles.userId, userId));
  },
  banned: async (userId) => {
    await db().insert(sanctions).values({ userId, kind: 'ban', reason: 'Scam' });
    await db().update(profiles).set({ isActive: false }).where(eq(profiles.userId, userId));
  },
  deactivated: (userId) =>
    db().update(profiles).set({ isActive: false }).where(eq(profiles.userId, userId)),
  deleted: (userId) =>
    db()
      .update(profiles)
      .set({ isActive: false, deletedAt: new Date() })
      .where(eq(profiles.userId, userId)),
};

async function matchOf(a: Member, b: Member, chatOpened: boolean): Promise<string> {
  const [user1Id, user2Id] = orderedPair(a.id, b.id);
  const answer = chatOpened ? true : null;
  const [row] = await db()
    .insert(matches)
    .values({ user1Id, user2Id, user1WantsChat: answer, user2WantsChat: answer, chatOpened })
    .returning({ id: matches.id });
  return row!.id;
}

/** What a member is answered, reduced to what they can read: status and body. */
type Answer = { status: number; body: unknown };
const ofResponse = (response: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}): Answer => ({
  status: response.statusCode,
  body: String(response.headers['content-type']).includes('json')
    ? withoutRequestId(response.body)
    : response.body.length,
});

/** The target of an action: a member's ids and the matches others have with them. */
type Target = { userId: string; photoUrl: string; chatId: string; pendingId: string };
type Actors = { stranger: Member; partner: Member; suitor: Member };

async function upload(member: Member, matchId: string): Promise<Answer> {
  const boundary = '----vusal-hidden';
  const response = await live.ctx.app.inject({
    method: 'POST',
    url: `/api/chats/${matchId}/attachments`,
    headers: { ...as(member), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${randomUUID()}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      await jpegWithPrivateMetadata(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return ofResponse(response);
}

/** Everything someone holding the member's id (or a match with them) can try. */
const actions: Record<string, (actors: Actors, target: Target) => Promise<Answer>> = {
  like: async ({ stranger }, { userId }) => ofResponse(await api(live.ctx, stranger).like(userId)),
  'profile view, with the match percentage': async ({ stranger }, { userId }) =>
    ofResponse(await api(live.ctx, stranger).get(`/api/profiles/${userId}`)),
  photo: async ({ stranger }, { photoUrl }) =>
    ofResponse(await api(live.ctx, stranger).get(photoUrl)),
  relation: async ({ stranger }, { userId }) =>
    ofResponse(await api(live.ctx, stranger).get(`/api/relations/${userId}`)),
  pass: async ({ stranger }, { userId }) => ofResponse(await api(live.ctx, stranger).pass(userId)),
  block: async ({ stranger }, { userId }) =>
    ofResponse(await api(live.ctx, stranger).post('/api/blocks', { userId })),
  'report by a stranger': async ({ stranger }, { userId }) =>
    ofResponse(await api(live.ctx, stranger).post('/api/reports', { userId, reason: 'scam' })),
  'consent answer': async ({ suitor }, { pendingId }) =>
    ofResponse(
      await api(live.ctx, suitor).post(`/api/matches/${pendingId}/consent`, { answer: true }),
    ),
  'message by socket': async ({ partner }, { chatId }) => {
    const socket = await live.open(partner);
    const ack = await send(socket, text(chatId, 'Salam'));
    socket.close();
    return { status: 0, body: ack };
  },
  'message by HTTP': async ({ partner }, { chatId }) =>
    ofResponse(
      await api(live.ctx, partner).post(`/api/chats/${chatId}/messages`, {
        clientId: randomUUID(),
        text: 'Salam',
      }),
    ),
  'attachment by HTTP': async ({ partner }, { chatId }) => upload(partner, chatId),
  'reading the chat': async ({ partner }, { chatId }) =>
    ofResponse(await api(live.ctx, partner).get(`/api/chats/${chatId}/messages`)),
};

const nobody = (): Target => ({
  userId: randomUUID(),
  photoUrl: pictureUrl(`photos/${randomUUID().replaceAll('-', '')}.jpg`),
  chatId: randomUUID(),
  pendingId: randomUUID(),
});

async function scene() {
  const [stranger, partner, suitor, hidden] = (await insertMembers(db(), [
    { gender: 'male' },
    { gender: 'male' },
    { gender: 'male' },
    { gender: 'female' },
  ])) as [Member, Member, Member, Member];
  const photo = await storeMainPhoto(live.ctx, hidden.id, await jpegWithPrivateMetadata());
  const target: Target = {
    userId: hidden.id,
    photoUrl: pictureUrl(photo),
    chatId: await matchOf(partner, hidden, true),
    pendingId: await matchOf(suitor, hidden, false),
  };
  return { actors: { stranger, partner, suitor }, hidden, target };
}

describe('SECURITY 41, decision 039: a hidden member answers exactly as one who does not exist', () => {
  it('a visible member is reachable by every action (the sweep tests something)', async () => {
    const { actors, target } = await scene();
    for (const [name, act] of Object.entries(actions)) {
      if (name === 'block' || name === 'pass' || name.startsWith('report')) continue;
      const visible = await act(actors, target);
      expect([visible, name]).not.toEqual([await act(actors, nobody()), name]);
    }
  });

  for (const [state, hide] of Object.entries(hiddenStates)) {
    it(`${state}: every action answers as for a random id; their former partner may still report`, async () => {
      const { actors, hidden, target } = await scene();
      await hide(hidden.id);
      for (const [name, act] of Object.entries(actions)) {
        const absent = await act(actors, nobody());
        expect([name, await act(actors, target)]).toEqual([name, absent]);
      }
      const lists = async (member: Member) =>
        [
          (await api(live.ctx, member).get('/api/matches')).body,
          (await api(live.ctx, member).get('/api/chats')).body,
        ].join();
      expect(await lists(actors.partner)).not.toContain(hidden.id);
      expect(await lists(actors.suitor)).not.toContain(hidden.id);

      const report = await api(live.ctx, actors.partner).post('/api/reports', {
        userId: hidden.id,
        reason: 'harassment',
      });
      expect(report.statusCode).toBe(201);
    });
  }

  it('a member held for review reaches nobody: whoever they like or write to answers as absent', async () => {
    const { actors, hidden, target } = await scene();
    await hiddenStates['held for review']!(hidden.id);
    const likeOf = async (userId: string) => ofResponse(await api(live.ctx, hidden).like(userId));
    expect(await likeOf(actors.stranger.id)).toEqual(await likeOf(randomUUID()));
    const socket = await live.open(hidden);
    const sendTo = (matchId: string) => send(socket, text(matchId, 'Salam'));
    expect(await sendTo(target.chatId)).toEqual(await sendTo(randomUUID()));
    socket.close();
    expect(await upload(hidden, target.chatId)).toEqual(await upload(hidden, randomUUID()));
    const consent = async (matchId: string) =>
      ofResponse(
        await api(live.ctx, hidden).post(`/api/matches/${matchId}/consent`, { answer: true }),
      );
    expect(await consent(target.pendingId)).toEqual(await consent(randomUUID()));
  });
});
