import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import {
  approveWithPhoto,
  createConfirmedAccount,
  pictureUrl,
  storeMainPhoto,
} from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { appWithAdmin, getAs, postAs } from './admin.test-support';

type Account = { id: string; cookie: string };

let ctx: TestApp;
let admin: Account;
let pending: Account;
let member: Account;
let moderator: Account;
let otherAdmin: Account;
let pendingPhotoUrl: string;

async function account(): Promise<Account> {
  const created = await createConfirmedAccount(ctx);
  return { id: created.user.id, cookie: created.cookie };
}

beforeAll(async () => {
  ({ ctx, admin } = await appWithAdmin());
  pending = await account();
  member = await account();
  moderator = await account();
  otherAdmin = await account();
  await ctx.database.db
    .update(profiles)
    .set({ isApproved: true })
    .where(inArray(profiles.userId, [member.id, moderator.id]));
  await approveWithPhoto(ctx, moderator.id);
  await approveWithPhoto(ctx, otherAdmin.id);
  for (const [person, role] of [
    [moderator, 'make-moderator'],
    [otherAdmin, 'make-admin'],
  ] as const) {
    const made = await postAs(ctx, `/api/admin/users/${person.id}/${role}`, admin.cookie);
    expect(made.statusCode).toBe(200);
  }
  // Another pending member's photo, which only staff may see (issue 34, item 12).
  const holder = await account();
  pendingPhotoUrl = pictureUrl(await storeMainPhoto(ctx, holder.id));
});
afterAll(async () => ctx.close());

const someId = randomUUID();
type Route = { method: 'GET' | 'POST'; url: string; payload?: object };

// Each route with a valid request, and with a malformed one: the guard answers before validation.
const adminRoutes: Route[] = [
  { method: 'GET', url: '/api/admin/users' },
  { method: 'GET', url: '/api/admin/users?status=nonsense&cursor=%%%' },
  { method: 'POST', url: `/api/admin/users/${someId}/approve` },
  { method: 'POST', url: '/api/admin/users/not-an-id/approve' },
  { method: 'POST', url: `/api/admin/users/${someId}/reject`, payload: { reasons: ['other'] } },
  { method: 'POST', url: `/api/admin/users/${someId}/reject`, payload: { reasons: 'x\u0000' } },
  { method: 'POST', url: `/api/admin/users/${someId}/active`, payload: { active: false } },
  { method: 'POST', url: `/api/admin/users/${someId}/active`, payload: { active: 'no' } },
  { method: 'POST', url: `/api/admin/users/${someId}/make-admin` },
  { method: 'POST', url: `/api/admin/users/${someId}/remove-admin` },
  { method: 'POST', url: `/api/admin/users/${someId}/make-moderator` },
  { method: 'POST', url: `/api/admin/users/${someId}/remove-moderator` },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/audit?userId=x' },
];

// Issue 23, item 8: what moderators decide (and admins, who are moderators too).
const moderatorRoutes: Route[] = [
  { method: 'GET', url: '/api/admin/reports' },
  { method: 'GET', url: '/api/admin/reports?status=open&limit=1000' },
  {
    method: 'POST',
    url: `/api/admin/reports/${someId}/decision`,
    payload: { decision: 'warn', reason: 'Be polite' },
  },
  { method: 'POST', url: `/api/admin/reports/${someId}/decision`, payload: { decision: 'x' } },
  { method: 'GET', url: '/api/admin/appeals' },
  { method: 'GET', url: '/api/admin/appeals?status=nonsense' },
  {
    method: 'POST',
    url: `/api/admin/appeals/${someId}/decision`,
    payload: { decision: 'lift', reason: 'Fine' },
  },
  { method: 'POST', url: '/api/admin/appeals/not-an-id/decision', payload: {} },
  // Issue 34, items 4 and 12: the queues' sizes and the marked messages.
  { method: 'GET', url: '/api/moderation/queues' },
  { method: 'GET', url: '/api/moderation/contact-messages?status=open' },
  { method: 'GET', url: '/api/moderation/contact-messages?status=actioned' },
  { method: 'GET', url: '/api/moderation/contact-messages?status=nonsense' },
  { method: 'GET', url: `/api/moderation/contact-messages/${someId}` },
  { method: 'GET', url: '/api/moderation/contact-messages/not-an-id' },
  {
    method: 'POST',
    url: `/api/moderation/contact-messages/${someId}/decision`,
    payload: { decision: 'warn', reason: 'Be polite' },
  },
  { method: 'POST', url: '/api/moderation/contact-messages/not-an-id/decision', payload: {} },
];

const call = (route: Route, cookie?: string) =>
  route.method === 'GET'
    ? getAs(ctx, route.url, cookie)
    : postAs(ctx, route.url, cookie, route.payload ?? {});

const allRoutes = [...adminRoutes, ...moderatorRoutes];

describe('admin API access (SECURITY 9, 15; issue 23, item 8)', () => {
  it.each(allRoutes)('$method $url answers 401 to a visitor', async (route) => {
    const response = await call(route);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each(allRoutes)(
    '$method $url answers 403 to a pending and to an approved member',
    async (route) => {
      for (const person of [pending, member]) {
        const response = await call(route, person.cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
    },
  );

  it.each(adminRoutes)('$method $url answers 403 to a moderator', async (route) => {
    const response = await call(route, moderator.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it.each(moderatorRoutes)(
    '$method $url lets a moderator, an admin and the owner in',
    async (route) => {
      for (const person of [moderator, otherAdmin, admin]) {
        const response = await call(route, person.cookie);
        expect([200, 400, 404]).toContain(response.statusCode);
      }
    },
  );

  it.each(adminRoutes)(
    '$method $url lets an admin and the ADMIN_EMAIL account in',
    async (route) => {
      for (const person of [otherAdmin, admin]) {
        const response = await call(route, person.cookie);
        expect([200, 400, 404]).toContain(response.statusCode);
      }
    },
  );

  it('ignores a client that claims admin mode (?admin=true)', async () => {
    const response = await getAs(ctx, '/api/admin/users?admin=true', member.cookie);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a state change from a foreign origin even to an admin (SECURITY 18)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/approve`,
      payload: {},
      headers: { origin: 'https://evil.example', cookie: `vusal_session=${admin.cookie}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ORIGIN_NOT_ALLOWED');
  });
});

describe('member-facing moderation routes', () => {
  it('notices and warnings need an approved member; an appeal needs the password', async () => {
    const notices = '/api/moderation/notices';
    const seen = `/api/moderation/warnings/${someId}/seen`;
    expect((await getAs(ctx, notices)).statusCode).toBe(401);
    expect((await postAs(ctx, seen)).statusCode).toBe(401);
    for (const url of [notices, seen]) {
      const response =
        url === notices
          ? await getAs(ctx, url, pending.cookie)
          : await postAs(ctx, url, pending.cookie);
      expect(response.json().error.code).toBe('PROFILE_PENDING');
    }
    for (const person of [member, moderator, admin]) {
      const response = await getAs(ctx, notices, person.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ warning: null, verificationRequired: null });
    }
    const appeal = await postAs(ctx, '/api/auth/appeal', undefined, {
      email: 'nobody@example.az',
      password: 'Wrong7Password',
      text: 'Please',
    });
    expect(appeal.statusCode).toBe(401);
    expect(appeal.json().error.code).toBe('INVALID_CREDENTIALS');
  });
});

// Issue 34's other new routes: each caller's answer, in the order of `callers`.
describe('access sweep of issue 34’s routes, by caller', () => {
  const callers = () =>
    [
      ['anonymous', undefined],
      ['pending member', pending],
      ['member', member],
      ['moderator', moderator],
      ['admin', otherAdmin],
      ['owner', admin],
    ] as const;
  type Row = Route & { expected: number[] };
  const rows = (): Row[] => [
    // Evidence does not exist to anyone but staff, before the request is even read.
    {
      method: 'GET',
      url: `/api/admin/reports/${someId}/evidence/${someId}`,
      expected: [404, 404, 404, 404, 404, 404],
    },
    {
      method: 'GET',
      url: '/api/admin/reports/x/evidence/y',
      expected: [404, 404, 404, 400, 400, 400],
    },
    // Nobody here was asked to verify, so nobody has a request to appeal.
    {
      method: 'POST',
      url: '/api/verification/appeal',
      payload: { text: 'Please' },
      expected: [401, 403, 409, 409, 409, 409],
    },
    {
      method: 'POST',
      url: `/api/chats/${someId}/messages`,
      payload: { clientId: randomUUID(), text: 'Salam' },
      expected: [401, 403, 404, 404, 404, 404],
    },
    // Another pending member's photo: to staff only, whichever their role among staff.
    {
      method: 'GET',
      url: pendingPhotoUrl,
      expected: [401, 403, 404, 200, 200, 200],
    },
  ];

  it('answers each caller as the table says', async () => {
    for (const route of rows()) {
      const answers = [];
      for (const [, person] of callers())
        answers.push((await call(route, person?.cookie)).statusCode);
      expect([route.url, answers]).toEqual([route.url, route.expected]);
    }
  });

  it('keeps /metrics from everyone outside this machine, signed in or not (SECURITY 45)', async () => {
    for (const [who, person] of callers()) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.7',
        headers: person ? { cookie: `vusal_session=${person.cookie}` } : {},
      });
      expect([who, response.statusCode]).toEqual([who, 404]);
    }
  });
});
