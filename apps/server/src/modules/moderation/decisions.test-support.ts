// Test helpers of the moderation decisions; imported by the moderation *.test.ts files only.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, profiles, user, userRoles } from '../../db/schema';
import {
  multipart,
  post,
  sessionCookie,
  signIn,
  signUpInput,
  STRONG_PASSWORD,
  tokenFromLink,
  waitForMail,
} from '../../../test/accounts';
import { api, insertMembers, type liveApp, type Member } from '../likes/discovery.test-support';
import { insertReport } from '../admin/admin.test-support';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Moderators, reports and decisions against one live app. */
export function moderationHarness(live: ReturnType<typeof liveApp>) {
  const db = () => live.ctx.database.db;

  async function moderator(): Promise<Member> {
    const [member] = await insertMembers(db(), [{ gender: 'male', name: 'Moderator Nərmin' }]);
    await db().insert(userRoles).values({ userId: member!.id, role: 'moderator' });
    return member!;
  }

  async function reportAbout(targetUserId: string) {
    const [reporter] = await insertMembers(db(), [{}]);
    return insertReport(db(), { reporterId: reporter!.id, targetUserId, reason: 'harassment' });
  }

  async function decide(by: Member, targetUserId: string, body: object) {
    const reportId = await reportAbout(targetUserId);
    return api(live.ctx, by).post(`/api/admin/reports/${reportId}/decision`, body);
  }

  const auditOf = (targetUserId: string) =>
    db().select().from(auditLog).where(eq(auditLog.targetUserId, targetUserId));

  /** A member who signed up with a password (so they can try to sign in), approved. */
  async function signedUpMember(email?: string, headers: Record<string, string> = {}) {
    const input = signUpInput(email ? { email } : {});
    const body = await multipart(input);
    const response = await live.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      ...body,
      headers: { ...body.headers, ...headers },
    });
    expect(response.statusCode).toBe(202);
    const device = response.cookies.find((cookie) => cookie.name === 'vusal_device')!.value;
    const mail = await waitForMail(live.ctx, input.email, 'confirm-email');
    await post(live.ctx, '/api/auth/verify-email', { token: tokenFromLink(mail.link) });
    const signedIn = await signIn(live.ctx, input.email, STRONG_PASSWORD);
    const id = (signedIn.json().user as { id: string }).id;
    await db().update(profiles).set({ isApproved: true }).where(eq(profiles.userId, id));
    const member: Member = { id, profileId: '', cookie: sessionCookie(signedIn)!, name: '' };
    return { input, device, member };
  }

  const accountsWith = (email: string) => db().select().from(user).where(eq(user.email, email));

  return { db, moderator, decide, auditOf, signedUpMember, accountsWith };
}
