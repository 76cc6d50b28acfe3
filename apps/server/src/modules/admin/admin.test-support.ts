// Test helpers of the admin feature; imported by its *.test.ts files only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import {
  matches,
  messages,
  profiles,
  reports,
  user,
  type NewProfile,
  type NewReport,
} from '../../db/schema';
import { buildSecondNode, buildTestApp, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';

export const ADMIN_EMAIL = 'admin@vusal.test';

/** An app whose ADMIN_EMAIL account is signed up, confirmed and signed in. */
export async function appWithAdmin(overrides: Parameters<typeof buildTestApp>[1] = {}) {
  const ctx = await buildTestApp({ ADMIN_EMAIL }, overrides);
  const admin = await createConfirmedAccount(ctx, {
    email: ADMIN_EMAIL,
    firstName: 'Admin',
    lastName: 'Baş',
  });
  return { ctx, admin: { id: admin.user.id, cookie: admin.cookie } };
}

/**
 * A test file's two nodes on one database, as a load balancer spreads a person's requests: the
 * first with a signed-in admin, both built before the file's tests and closed after them.
 */
export function twoNodesWithAdminForFile() {
  let first: TestApp | undefined;
  let second: App | undefined;
  let admin: { id: string; cookie: string } | undefined;
  beforeAll(async () => {
    ({ ctx: first, admin } = await appWithAdmin());
    second = await buildSecondNode(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  const built = () => {
    if (!first || !second || !admin) throw new Error('The nodes are built in beforeAll');
    return { first, second, admin };
  };
  return {
    get first() {
      return built().first;
    },
    get second() {
      return built().second;
    },
    get admin() {
      return built().admin;
    },
    nodes: () => [built().first.app, built().second],
    db: () => built().first.database.db,
  };
}

/** The admin tests hold sessions as cookie values; a visitor has none. */
const holder = (cookie?: string) => (cookie ? { cookie } : undefined);

export function getAs(ctx: TestApp, url: string, cookie?: string) {
  return requestAs(ctx, holder(cookie), 'GET', url);
}

export function postAs(ctx: TestApp, url: string, cookie?: string, payload: object = {}) {
  return requestAs(ctx, holder(cookie), 'POST', url, payload);
}

export type SeededUser = {
  userId: string;
  profileId: string;
  fullName: string;
  email: string;
  createdAt: Date;
} & Pick<NewProfile, 'isApproved' | 'isActive' | 'deletedAt'>;

/** Accounts with profiles, straight into the database in two inserts (no sign-up, no password). */
export async function insertUsers(
  db: Database,
  people: Omit<SeededUser, 'userId' | 'profileId'>[],
): Promise<SeededUser[]> {
  const seeded = people.map((person) => ({
    ...person,
    userId: randomUUID(),
    profileId: randomUUID(),
  }));
  await db
    .insert(user)
    .values(
      seeded.map((p) => ({ id: p.userId, name: p.fullName, email: p.email, emailVerified: true })),
    );
  await db.insert(profiles).values(
    seeded.map((p) => ({
      id: p.profileId,
      userId: p.userId,
      fullName: p.fullName,
      city: 'baku' as const,
      age: 30,
      relationshipGoals: ['marriage' as const],
      isApproved: p.isApproved,
      isActive: p.isActive,
      deletedAt: p.deletedAt,
      deletedByUser: !!p.deletedAt,
      createdAt: p.createdAt,
    })),
  );
  return seeded;
}

/** A report as the later report button will create it; with `messageBody`, about a message. */
export async function insertReport(
  db: Database,
  report: Omit<NewReport, 'id' | 'messageId'> & { messageBody?: string },
) {
  const { messageBody, ...row } = report;
  let messageId: string | undefined;
  if (messageBody !== undefined) {
    const pair = [report.reporterId!, report.targetUserId].sort();
    const [match] = await db
      .insert(matches)
      .values({ user1Id: pair[0], user2Id: pair[1], chatOpened: true })
      .returning({ id: matches.id });
    const [message] = await db
      .insert(messages)
      .values({
        matchId: match!.id,
        senderId: report.targetUserId,
        clientId: randomUUID(),
        body: messageBody,
      })
      .returning({ id: messages.id });
    messageId = message!.id;
  }
  const [inserted] = await db
    .insert(reports)
    .values({ ...row, messageId })
    .returning({ id: reports.id });
  return inserted!.id;
}
