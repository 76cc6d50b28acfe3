import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { follow, insertGuardian } from '../family/family.test-support';
import { api } from '../likes/discovery.test-support';
import {
  answerSharing,
  consent,
  endGuardianship,
  guardedMatch,
  guardianChats,
  guardianMessages,
  sendText,
  setReadsChats,
  sharingState,
} from './chat-sharing.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** A chat the man agreed to share with the woman's mother, with one message in it. */
async function sharedChat() {
  const pair = await guardedMatch(ctx, { woman: {} });
  await consent(ctx, pair.man, pair.matchId);
  await consent(ctx, pair.woman, pair.matchId);
  await answerSharing(ctx, pair.man, pair.matchId, true);
  await sendText(ctx, pair.woman, pair.matchId, 'Salam');
  const family = pair.womanFamily!;
  const reads = async () =>
    (await guardianMessages(ctx, family.guardian, pair.woman.id, pair.matchId)).statusCode;
  const lists = async () =>
    (await guardianChats(ctx, family.guardian, pair.woman.id)).json().items?.length ?? null;
  expect(await reads()).toBe(200);
  expect(await lists()).toBe(1);
  return { ...pair, family, reads, lists };
}

describe('decision 051: copies stop at once', () => {
  it('when the member turns the scope off, and come back when she turns it on', async () => {
    const chat = await sharedChat();
    await setReadsChats(ctx, chat.family.guardianshipId, false);
    expect(await chat.reads()).toBe(404);
    expect((await guardianChats(ctx, chat.family.guardian, chat.woman.id)).statusCode).toBe(404);
    await setReadsChats(ctx, chat.family.guardianshipId, true);
    expect(await chat.reads()).toBe(200);
  });

  it('when the guardianship ends', async () => {
    const chat = await sharedChat();
    await endGuardianship(ctx, chat.family.guardianshipId);
    expect(await chat.reads()).toBe(404);
    expect((await guardianChats(ctx, chat.family.guardian, chat.woman.id)).statusCode).toBe(404);
  });

  it('when either member unmatches', async () => {
    const chat = await sharedChat();
    expect((await api(ctx, chat.man).delete(`/api/matches/${chat.matchId}`)).statusCode).toBe(204);
    expect(await chat.reads()).toBe(404);
    expect(await chat.lists()).toBe(0);
  });

  it('when either member blocks the other', async () => {
    const chat = await sharedChat();
    const blocked = await api(ctx, chat.woman).post('/api/blocks', { userId: chat.man.id });
    expect(blocked.statusCode).toBeLessThan(300);
    expect(await chat.reads()).toBe(404);
    expect(await chat.lists()).toBe(0);
  });

  it('does not pass an agreement on to a new guardian', async () => {
    const chat = await sharedChat();
    await endGuardianship(ctx, chat.family.guardianshipId);
    const father = await insertGuardian(ctx.database.db, 'Father');
    await follow(ctx.database.db, chat.woman, father, { relation: 'father', readsChats: true });
    expect((await guardianChats(ctx, father, chat.woman.id)).json().items).toEqual([]);
    expect((await guardianMessages(ctx, father, chat.woman.id, chat.matchId)).statusCode).toBe(404);
    // Nor does the former guardian come back with it.
    expect(await chat.reads()).toBe(404);
  });

  it('asks again about a new guardian when the first one ended before the answer', async () => {
    const pair = await guardedMatch(ctx, { woman: {} });
    await consent(ctx, pair.man, pair.matchId);
    await consent(ctx, pair.woman, pair.matchId);
    expect((await sharingState(ctx, pair.man, pair.matchId)).json().toMe.relation).toBe('mother');
    await endGuardianship(ctx, pair.womanFamily!.guardianshipId);
    const father = await insertGuardian(ctx.database.db, 'Father');
    await follow(ctx.database.db, pair.woman, father, { relation: 'father', readsChats: true });
    const state = (await sharingState(ctx, pair.man, pair.matchId)).json();
    expect(state).toMatchObject({
      outcome: 'waiting',
      toMe: { relation: 'father', answer: 'asked' },
    });
    await answerSharing(ctx, pair.man, pair.matchId, true);
    await sendText(ctx, pair.man, pair.matchId, 'Salam');
    expect((await guardianMessages(ctx, father, pair.woman.id, pair.matchId)).statusCode).toBe(200);
    expect(
      (await guardianMessages(ctx, pair.womanFamily!.guardian, pair.woman.id, pair.matchId))
        .statusCode,
    ).toBe(404);
  });

  it('opens the chat at once when the guardianship ended before the answer, with no one left to ask about', async () => {
    const pair = await guardedMatch(ctx, { woman: {} });
    await consent(ctx, pair.man, pair.matchId);
    await consent(ctx, pair.woman, pair.matchId);
    await endGuardianship(ctx, pair.womanFamily!.guardianshipId);
    expect((await sharingState(ctx, pair.man, pair.matchId)).json().outcome).toBe('open');
    expect((await api(ctx, pair.man).get(`/api/chats/${pair.matchId}/messages`)).statusCode).toBe(
      200,
    );
  });

  it('holds nothing when the guardian does not read chats', async () => {
    const { db } = ctx.database;
    const pair = await guardedMatch(ctx);
    const aunt = await insertGuardian(db, 'Aunt');
    await follow(db, pair.woman, aunt, { relation: 'aunt', seesMatches: true });
    await consent(ctx, pair.man, pair.matchId);
    expect((await consent(ctx, pair.woman, pair.matchId)).json().chatOpen).toBe(true);
    expect((await sharingState(ctx, pair.man, pair.matchId)).statusCode).toBe(404);
  });
});
