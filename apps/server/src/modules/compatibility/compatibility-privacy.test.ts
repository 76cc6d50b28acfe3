import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema';
import { as } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { insertMembers, type Member } from '../likes/discovery.test-support';

/** The fields of a stored answer; none may appear in what another person is sent. */
const answerFields = /"(accepted|importance|useInScore)"/;

/**
 * Issue 27's access sweep beyond the answers' own routes: whoever reads the pages that show a
 * member (browse, explore, the profile, the admin's user list), nobody but the member is sent
 * their answers, sensitive or not. A pending member answers their own questions meanwhile.
 */
describe('compatibility answers stay private (issue 27)', () => {
  let ctx: TestApp;
  let owner: Member;
  let viewer: Member;
  let pending: Member;
  let moderator: Member;
  let admin: Member;

  beforeAll(async () => {
    ctx = await buildTestApp();
    [owner, viewer, pending, moderator, admin] = (await insertMembers(ctx.database.db, [
      { gender: 'female' },
      { gender: 'male' },
      { gender: 'male', isApproved: false },
      { gender: 'male' },
      { gender: 'male' },
    ])) as [Member, Member, Member, Member, Member];
    await ctx.database.db.insert(userRoles).values([
      { userId: moderator.id, role: 'moderator' },
      { userId: admin.id, role: 'admin' },
    ]);
  });
  afterAll(() => ctx.close());

  const answer = (member: Member, questionId: number, useInScore: boolean) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/compatibility/answers/${questionId}`,
      headers: as(member),
      payload: { answer: 0, accepted: [0], importance: 'mandatory', useInScore },
    });

  it('lets a pending member save, change and clear their own answers', async () => {
    expect((await answer(pending, 12, true)).statusCode).toBe(200);
    expect((await answer(pending, 1, true)).json().useInScore).toBe(true);
    const clear = (questionId: number) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/compatibility/answers/${questionId}`,
        headers: as(pending),
      });
    const own = () => ctx.app.inject({ url: '/api/compatibility/answers', headers: as(pending) });
    expect((await clear(12)).statusCode).toBe(204);
    expect((await own()).json().answers).toEqual([
      { questionId: 1, answer: 0, accepted: [0], importance: 'mandatory', useInScore: true },
    ]);
    // Cleared again, so the sweep below reads every other reader's list empty.
    expect((await clear(1)).statusCode).toBe(204);
    expect((await own()).json()).toEqual({ answers: [] });
  });

  it('sends nobody else a member’s answers, from any page that shows the member', async () => {
    // A sensitive answer with consent to score it, and an ordinary one.
    expect((await answer(owner, 1, true)).statusCode).toBe(200);
    expect((await answer(owner, 12, true)).statusCode).toBe(200);
    const urls = [
      '/api/compatibility/answers',
      '/api/discovery/browse',
      '/api/discovery/explore',
      `/api/profiles/${owner.id}`,
      `/api/profiles/${owner.profileId}`,
      '/api/admin/users',
      `/api/admin/users?q=${owner.id}`,
    ];
    for (const reader of [viewer, pending, moderator, admin]) {
      for (const url of urls) {
        const response = await ctx.app.inject({ url, headers: as(reader) });
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.body, `${url} as ${reader.name}`).not.toMatch(answerFields);
      }
    }
    // The sweep can see: the owner's own list carries exactly those fields.
    const own = await ctx.app.inject({
      url: '/api/compatibility/answers',
      headers: as(owner),
    });
    expect(own.body).toMatch(answerFields);
    // And the viewer's browse does show the owner, so the page was really read.
    const browse = await ctx.app.inject({ url: '/api/discovery/browse', headers: as(viewer) });
    expect(browse.body).toContain(owner.id);
  });
});
