// Test helpers of the report evidence tests; imported by tests only.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { profiles, userRoles } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';
import { approved, uploadPhoto } from '../profiles/profiles.test-support';

/** What the report evidence tests do on the app `app()` answers (made in their `beforeAll`). */
export function evidenceFixtures(app: () => TestApp) {
  /** A moderator signed in now: sessions last 30 days, and these tests move the clock by months. */
  async function staff() {
    const person = await approved(app(), 'male');
    await app().database.db.insert(userRoles).values({ userId: person.user.id, role: 'moderator' });
    return person;
  }

  const get = (as: { cookie: string } | undefined, url: string) => requestAs(app(), as, 'GET', url);

  async function bytesOf(as: { cookie: string }, url: string): Promise<Buffer> {
    const response = await get(as, url);
    expect(response.statusCode, url).toBe(200);
    return response.rawPayload;
  }

  /** A member with two approved photos, seen by `reporter` who reports them. */
  async function reportedWithPhotos(ctx = app()) {
    const reported = await createConfirmedAccount(ctx);
    for (const color of ['#f00', '#0f0']) {
      expect((await uploadPhoto(ctx, reported, color)).statusCode).toBe(201);
    }
    await ctx.database.db
      .update(profiles)
      .set({ isApproved: true })
      .where(eq(profiles.userId, reported.user.id));
    const reporter = await approved(ctx, 'male');
    const seen = (await requestAs(ctx, reporter, 'GET', `/api/profiles/${reported.user.id}`)).json()
      .profile;
    const originals = await Promise.all(
      (seen.photos as string[]).map(
        async (url) => (await requestAs(ctx, reporter, 'GET', url)).rawPayload,
      ),
    );
    const filed = await requestAs(ctx, reporter, 'POST', '/api/reports', {
      userId: reported.user.id,
      reason: 'inappropriate_photos',
    });
    expect(filed.statusCode).toBe(201);
    const reportId = filed.json().reportId as string;
    return { reported, reporter, reportId, originals };
  }

  const frozenOf = async (reportId: string, as: { cookie: string }) =>
    (await get(as, `/api/admin/reports/${reportId}`)).json().context;

  return { staff, get, bytesOf, reportedWithPhotos, frozenOf };
}
