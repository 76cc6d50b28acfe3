// Test helpers of the chat-sharing question (decision 051); imported by tests only.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import { guardianships } from '../../db/schema';
import { follow, insertGuardian, type Guardian } from '../family/family.test-support';
import { api, couple, type Member } from '../likes/discovery.test-support';

export type Family = { guardian: Guardian; guardianshipId: string };

/**
 * A man and a woman matched, each optionally followed by a guardian reading chats; neither
 * answered the consent question yet.
 */
export async function guardedMatch(
  ctx: TestApp,
  options: { woman?: { sharingRequired?: boolean }; man?: { sharingRequired?: boolean } } = {},
) {
  const { db } = ctx.database;
  const [man, woman] = await couple(db);
  const families: { womanFamily?: Family; manFamily?: Family } = {};
  for (const side of ['woman', 'man'] as const) {
    const spec = options[side];
    if (!spec) continue;
    const guardian = await insertGuardian(db, side === 'woman' ? 'Mother' : 'Sister');
    const guardianshipId = await follow(db, side === 'woman' ? woman : man, guardian, {
      relation: side === 'woman' ? 'mother' : 'sister',
      readsChats: true,
      ...spec,
    });
    families[side === 'woman' ? 'womanFamily' : 'manFamily'] = { guardian, guardianshipId };
  }
  await api(ctx, man).like(woman.id);
  const matchId = (await api(ctx, woman).like(man.id)).json().match.matchId as string;
  return { man, woman, matchId, ...families };
}

export const consent = (ctx: TestApp, member: Member, matchId: string, answer = true) =>
  api(ctx, member).post(`/api/matches/${matchId}/consent`, { answer });

export const sharingState = (ctx: TestApp, member: Member, matchId: string) =>
  api(ctx, member).get(`/api/chat-sharing/${matchId}`);

export const answerSharing = (ctx: TestApp, member: Member, matchId: string, accept: boolean) =>
  api(ctx, member).post(`/api/chat-sharing/${matchId}/answer`, { accept });

export const sendText = (ctx: TestApp, member: Member, matchId: string, text: string) =>
  api(ctx, member).post(`/api/chats/${matchId}/messages`, { clientId: randomUUID(), text });

export const guardianChats = (ctx: TestApp, guardian: Guardian, memberId: string) =>
  requestAs(ctx, guardian, 'GET', `/api/guardian/members/${memberId}/chats`);

export const guardianMessages = (
  ctx: TestApp,
  guardian: Guardian,
  memberId: string,
  matchId: string,
  query = '',
) =>
  requestAs(
    ctx,
    guardian,
    'GET',
    `/api/guardian/members/${memberId}/chats/${matchId}/messages${query}`,
  );

export async function endGuardianship(ctx: TestApp, guardianshipId: string) {
  await ctx.database.db
    .update(guardianships)
    .set({ status: 'ended', endedAt: new Date() })
    .where(eq(guardianships.id, guardianshipId));
}

export async function setReadsChats(ctx: TestApp, guardianshipId: string, readsChats: boolean) {
  await ctx.database.db
    .update(guardianships)
    .set({ readsChats })
    .where(eq(guardianships.id, guardianshipId));
}
