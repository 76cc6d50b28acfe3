// Test helpers of discovery, likes, moderation, badges and realtime; imported by tests only.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@vusal/shared/events';
import type { Gender, RelationshipGoal } from '@vusal/shared/catalog/enums';
import type { CitySlug } from '@vusal/shared/catalog/cities';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/client';
import { preferences, profiles, session, user, type NewPreferences } from '../../db/schema';
import { createTokenHasher, randomToken } from '../auth/tokens';
import { buildTestApp, TEST_ORIGIN, TEST_SESSION_SECRET, type TestApp } from '../../../test/app';
import { as, requestAs } from '../../../test/accounts';

const hasher = createTokenHasher(TEST_SESSION_SECRET);

export type Member = { id: string; profileId: string; cookie: string; name: string };

export type MemberSpec = {
  gender?: Gender;
  city?: CitySlug;
  age?: number;
  dateOfBirth?: string | null;
  goals?: RelationshipGoal[];
  isApproved?: boolean;
  isActive?: boolean;
  deletedAt?: Date | null;
  createdAt?: Date;
  preferences?: Omit<NewPreferences, 'userId'>;
  name?: string;
};

/**
 * Members straight into the database with a signed-in session each (no sign-up, no password
 * hashing), so tests can make hundreds of them.
 */
export async function insertMembers(db: Database, specs: MemberSpec[]): Promise<Member[]> {
  const rows = specs.map((spec, index) => ({
    spec,
    id: randomUUID(),
    profileId: randomUUID(),
    token: randomToken(),
    name: spec.name ?? `Member ${index} ${randomUUID().slice(0, 4)}`,
  }));
  if (rows.length === 0) return [];
  await db.insert(user).values(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: `${row.id}@example.az`,
      emailVerified: true,
    })),
  );
  await db.insert(profiles).values(
    rows.map(({ spec, id, profileId, name }) => ({
      id: profileId,
      userId: id,
      fullName: name,
      gender: spec.gender ?? 'female',
      city: spec.city ?? 'baku',
      age: spec.dateOfBirth ? null : (spec.age ?? 30),
      dateOfBirth: spec.dateOfBirth ?? null,
      bio: 'Salam',
      relationshipGoals: spec.goals ?? ['marriage'],
      isApproved: spec.isApproved ?? true,
      isActive: spec.isActive ?? true,
      deletedAt: spec.deletedAt ?? null,
      deletedByUser: !!spec.deletedAt,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })),
  );
  await db.insert(session).values(
    rows.map((row) => ({
      id: randomUUID(),
      userId: row.id,
      token: hasher.hash(row.token),
      // Far enough that tests moving their clock by months stay signed in.
      expiresAt: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
    })),
  );
  const prefs = rows.filter((row) => row.spec.preferences);
  if (prefs.length) {
    await db
      .insert(preferences)
      .values(prefs.map((row) => ({ userId: row.id, ...row.spec.preferences })));
  }
  return rows.map((row) => ({
    id: row.id,
    profileId: row.profileId,
    cookie: row.token,
    name: row.name,
  }));
}

/** One man and one woman unless told otherwise. */
export const couple = (db: Database) =>
  insertMembers(db, [{ gender: 'male' }, { gender: 'female' }]) as Promise<[Member, Member]>;

export function api(ctx: TestApp, member: Member | undefined) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    requestAs(ctx, member, method, url, payload);
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object = {}) => call('POST', url, payload),
    delete: (url: string) => call('DELETE', url),
    like: (userId: string, kind?: 'like' | 'superlike') =>
      call('POST', '/api/likes', { userId, ...(kind ? { kind } : {}) }),
    pass: (userId: string) => call('POST', '/api/passes', { userId }),
  };
}

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * For a describe block: an app listening on a free port for its tests, and every socket they
 * open through `open`, all closed after the block. `ctx` and `url` are read inside the tests.
 */
export function liveApp(overrides: Parameters<typeof buildTestApp>[1] = {}) {
  let ctx: TestApp | undefined;
  let url = '';
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    ctx = await buildTestApp({}, overrides);
    url = await listen(ctx);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await ctx?.close();
  });
  return {
    get ctx(): TestApp {
      if (!ctx) throw new Error('liveApp: read ctx inside a test');
      return ctx;
    },
    get url() {
      return url;
    },
    async open(member: Member, origin?: string): Promise<TestSocket> {
      const socket = await connect(url, member, origin);
      sockets.push(socket);
      return socket;
    },
  };
}

/** Starts listening on a free port (once) and returns its address. */
export async function listen(ctx: TestApp): Promise<string> {
  const address = ctx.app.server.address() as AddressInfo | null;
  if (address) return `http://127.0.0.1:${address.port}`;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}

/** A connected socket of the member (rejects with the server's reason when refused). */
export function connect(
  url: string,
  member: Member | undefined,
  origin = TEST_ORIGIN,
): Promise<TestSocket> {
  const socket: TestSocket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { ...as(member), origin },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next event of a kind on a socket. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    (socket as unknown as { once(e: string, h: typeof handler): void }).once(event, handler);
  });
}
