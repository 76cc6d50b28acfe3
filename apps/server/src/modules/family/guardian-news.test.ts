import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardianships, matches, preferences } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { requestAs, waitForMail } from '../../../test/accounts';
import { couple, insertMembers, type Member } from '../likes/discovery.test-support';
import { follow, insertGuardian } from './family.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('notices to guardians (decision 050)', () => {
  const likeEachOther = async (a: Member, b: Member) => {
    expect((await requestAs(ctx, a, 'POST', '/api/likes', { userId: b.id })).statusCode).toBe(201);
    await requestAs(ctx, b, 'POST', '/api/likes', { userId: a.id });
  };
  const guardianMails = async (email: string) =>
    (await ctx.mailer.outbox()).filter(
      (mail) => mail.to === email && mail.kind === 'guardian-news',
    );

  it('tells the guardian of a new match by mail, under their own settings', async () => {
    const db = ctx.database.db;
    const [man, nigar] = await couple(db);
    const mother = await insertGuardian(db);
    await follow(db, nigar, mother, { seesNewMatches: true });
    await likeEachOther(man, nigar);
    const mail = await waitForMail(ctx, mother.email, 'guardian-news');
    expect(mail.link).toContain(`/guardian/members/${nigar.id}`);
    expect(mail.text).toContain(nigar.name.split(' ')[0]);

    // The man says yes first: a chat request to Nigar, which her mother hears of too.
    const [match] = await db
      .select()
      .from(matches)
      .where(eq(matches.user1Id, [man.id, nigar.id].sort()[0]!));
    const consent = await requestAs(ctx, man, 'POST', `/api/matches/${match!.id}/consent`, {
      answer: true,
    });
    expect(consent.statusCode).toBe(200);
    const request = await waitForMail(ctx, mother.email, 'guardian-news', 1);
    expect(request.subject).toContain('asks to chat');
  });

  it('tells nothing when the scope is off, the guardianship ended, or the guardian said no', async () => {
    const db = ctx.database.db;
    const [man, nigar, man2, aysel, man3, leyla] = await insertMembers(db, [
      { gender: 'male' },
      { gender: 'female' },
      { gender: 'male' },
      { gender: 'female' },
      { gender: 'male' },
      { gender: 'female' },
    ]);
    const off = await insertGuardian(db, 'Off');
    await follow(db, nigar!, off, { seesMatches: true });
    const ended = await insertGuardian(db, 'Ended');
    const id = await follow(db, aysel!, ended, { seesNewMatches: true });
    await db
      .update(guardianships)
      .set({ status: 'ended', endedAt: new Date() })
      .where(eq(guardianships.id, id));
    const quiet = await insertGuardian(db, 'Quiet');
    await db.insert(preferences).values({ userId: quiet.id, emailMatches: 'off' });
    await follow(db, leyla!, quiet, { seesNewMatches: true });

    await likeEachOther(man!, nigar!);
    await likeEachOther(man2!, aysel!);
    await likeEachOther(man3!, leyla!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const guardian of [off, ended, quiet]) {
      expect(await guardianMails(guardian.email)).toEqual([]);
    }
  });
});
