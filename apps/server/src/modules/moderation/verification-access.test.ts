import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedAccount, type Person, requestAs } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { member, pictureSeeds, submitted, withRole } from './verification.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const seed = pictureSeeds(900);

/** The five kinds of caller of the access sweep, and the member whose selfie waits. */
async function callers() {
  const sender = await member(ctx);
  const id = await submitted(ctx, sender, seed());
  return {
    id,
    sender,
    pending: await createConfirmedAccount(ctx),
    other: await member(ctx, 'male'),
    moderator: await withRole(ctx, 'moderator'),
    admin: await withRole(ctx, 'admin'),
  };
}

const statusOf = async (
  person: Person | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => (await requestAs(ctx, person, method, url, payload)).statusCode;

describe('access sweep of the verification queue and the selfie file (issue 23)', () => {
  it('lets moderators and admins read the queue; 401 to a visitor, 403 to every member', async () => {
    const { sender, pending, other, moderator, admin } = await callers();
    const url = '/api/admin/verifications';
    expect(await statusOf(undefined, 'GET', url)).toBe(401);
    for (const person of [pending, other, sender])
      expect(await statusOf(person, 'GET', url)).toBe(403);
    expect(await statusOf(moderator, 'GET', url)).toBe(200);
    expect(await statusOf(admin, 'GET', url)).toBe(200);
  });

  it('lets moderators and admins decide; 401 to a visitor, 403 to members, the sender too', async () => {
    const first = await callers();
    const second = await member(ctx);
    const secondId = await submitted(ctx, second, seed());
    const { sender, pending, other, moderator, admin } = first;
    const approve = `/api/admin/verifications/${first.id}/approve`;
    const reject = `/api/admin/verifications/${secondId}/reject`;
    const reason = { reason: 'face_not_visible' };
    expect(await statusOf(undefined, 'POST', approve, {})).toBe(401);
    expect(await statusOf(undefined, 'POST', reject, reason)).toBe(401);
    for (const person of [pending, other, sender]) {
      expect(await statusOf(person, 'POST', approve, {})).toBe(403);
      expect(await statusOf(person, 'POST', reject, reason)).toBe(403);
    }
    expect(await statusOf(moderator, 'POST', approve, {})).toBe(204);
    expect(await statusOf(admin, 'POST', reject, reason)).toBe(204);
  });

  it('serves the selfie to its sender, moderators and admins; to anyone else it does not exist', async () => {
    const { id, sender, pending, other, moderator, admin } = await callers();
    const url = `/api/verification/selfies/${id}`;
    expect(await statusOf(undefined, 'GET', url)).toBe(401);
    // 404, not 403: another member does not learn that the selfie exists.
    expect(await statusOf(pending, 'GET', url)).toBe(404);
    expect(await statusOf(other, 'GET', url)).toBe(404);
    for (const person of [sender, moderator, admin]) {
      const response = await requestAs(ctx, person, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it("gives the queue's moderator every photo it lists, and the selfie beside them", async () => {
    const { moderator, id } = await callers();
    const items = (await requestAs(ctx, moderator, 'GET', '/api/admin/verifications')).json()
      .items as {
      id: string;
      selfieUrl: string;
      photoUrls: string[];
    }[];
    const item = items.find((entry) => entry.id === id)!;
    expect(item.photoUrls.length).toBeGreaterThan(0);
    for (const url of [item.selfieUrl, ...item.photoUrls]) {
      expect(await statusOf(moderator, 'GET', url)).toBe(200);
    }
  });
});
