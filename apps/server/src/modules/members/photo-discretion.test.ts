import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { orderedPair } from '../../db/ordered-pair';
import { matches, userRoles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { pictureUrl, requestAs, storeMainPhoto } from '../../../test/accounts';
import { readAll } from '../../../test/fixtures/storage-contract';
import { photo } from '../../../test/fixtures/media-fixtures';
import { withoutRequestId } from '../../../test/error-body';
import {
  connect,
  insertMembers,
  listen,
  nextEvent,
  type Member,
  type TestSocket,
} from '../likes/discovery.test-support';

/** Issue 38: who gets a member's photos as they are, and that nobody else gets them at all. */
let ctx: TestApp;
let url: string;
const routes: { method: string; url: string }[] = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method === 'GET' && !route.url.includes('*')) routes.push({ method, url: route.url });
        }
      },
    },
  );
  url = await listen(ctx);
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

const db = () => ctx.database.db;

async function matchOf(a: Member, b: Member): Promise<string> {
  const [user1Id, user2Id] = orderedPair(a.id, b.id);
  const [row] = await db()
    .insert(matches)
    .values({ user1Id, user2Id, user1WantsChat: true, user2WantsChat: true, chatOpened: true })
    .returning({ id: matches.id });
  return row!.id;
}

type Scene = { owner: Member; viewer: Member; matchId: string; key: string };

/** A woman who shows her photos only to whom she reveals them, matched with a man. */
async function scene(visibility: 'matches' | 'revealed' = 'revealed'): Promise<Scene> {
  const [owner, viewer] = (await insertMembers(db(), [
    { gender: 'female', preferences: { photoVisibility: visibility } },
    { gender: 'male' },
  ])) as [Member, Member];
  const key = await storeMainPhoto(ctx, owner.id, await photo('jpeg', { width: 400, height: 300 }));
  return { owner, viewer, matchId: await matchOf(owner, viewer), key };
}

const viewOf = async ({ owner, viewer }: Scene) =>
  (await requestAs(ctx, viewer, 'GET', `/api/profiles/${owner.id}`)).json().profile as {
    photoUrl: string;
    photos: string[];
  };

const as = (member: Member, method: 'GET' | 'PUT' | 'DELETE', path: string) =>
  requestAs(ctx, member, method, path);

describe('photos blurred until revealed (issue 38)', () => {
  it('gives a viewer who may not see the photo its blurred copy, at most 32 px, with no metadata', async () => {
    const s = await scene();
    const seen = await viewOf(s);
    expect(seen.photoUrl).toBe(pictureUrl(s.key, 'blurred'));
    expect(seen.photos).toEqual([pictureUrl(s.key, 'blurred')]);
    const blurred = await as(s.viewer, 'GET', seen.photoUrl);
    expect(blurred.statusCode).toBe(200);
    expect(blurred.headers['cache-control']).toBe('private, max-age=86400');
    const meta = await sharp(blurred.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(32);
    expect(meta.exif ?? meta.xmp ?? meta.icc ?? meta.iptc).toBeUndefined();
  });

  it('answers a refused photo exactly as one that does not exist', async () => {
    const s = await scene();
    const refused = await as(s.viewer, 'GET', pictureUrl(s.key));
    const missing = await as(s.viewer, 'GET', pictureUrl(`photos/${'0'.repeat(32)}.jpg`));
    const forged = await as(s.viewer, 'GET', '/api/photos/bm90LWEtdG9rZW4tb2YtdGhlLWFwcA');
    expect(refused.statusCode).toBe(404);
    for (const other of [missing, forged]) {
      expect(other.statusCode).toBe(refused.statusCode);
      expect(withoutRequestId(other.body)).toEqual(withoutRequestId(refused.body));
    }
    // The owner gets the photo itself, never kept by a cache.
    const own = await as(s.owner, 'GET', pictureUrl(s.key));
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('a reveal and a hide change the next request, and the viewer’s open pages are told', async () => {
    const s = await scene();
    const socket = await connect(url, s.viewer);
    sockets.push(socket);
    const original = pictureUrl(s.key);
    const reveal = `/api/matches/${s.matchId}/photo-reveal`;
    expect((await as(s.owner, 'GET', reveal)).json()).toEqual({
      revealed: false,
      visibility: 'revealed',
    });

    const revealedEvent = nextEvent(socket, 'photos:changed');
    expect((await as(s.owner, 'PUT', reveal)).json()).toEqual({
      revealed: true,
      visibility: 'revealed',
    });
    expect(await revealedEvent).toEqual({ userId: s.owner.id });
    expect((await viewOf(s)).photoUrl).toBe(original);
    expect((await as(s.viewer, 'GET', original)).statusCode).toBe(200);
    expect((await as(s.owner, 'GET', reveal)).json()).toEqual({
      revealed: true,
      visibility: 'revealed',
    });

    const hiddenEvent = nextEvent(socket, 'photos:changed');
    expect((await as(s.owner, 'DELETE', reveal)).json()).toEqual({
      revealed: false,
      visibility: 'revealed',
    });
    expect(await hiddenEvent).toEqual({ userId: s.owner.id });
    expect((await viewOf(s)).photoUrl).toBe(pictureUrl(s.key, 'blurred'));
    expect((await as(s.viewer, 'GET', original)).statusCode).toBe(404);
  });

  it('an unmatch takes a reveal back at once', async () => {
    const s = await scene();
    await as(s.owner, 'PUT', `/api/matches/${s.matchId}/photo-reveal`);
    expect((await as(s.viewer, 'GET', pictureUrl(s.key))).statusCode).toBe(200);
    expect((await as(s.viewer, 'DELETE', `/api/matches/${s.matchId}`)).statusCode).toBe(204);
    expect((await as(s.viewer, 'GET', pictureUrl(s.key))).statusCode).toBe(404);
    const { rows } = await ctx.database.db.execute(
      `select 1 from photo_reveals where owner_id = '${s.owner.id}'`,
    );
    expect(rows).toEqual([]);
  });

  it('a block takes a reveal back at once, whoever blocks', async () => {
    for (const blocker of ['owner', 'viewer'] as const) {
      const s = await scene();
      await as(s.owner, 'PUT', `/api/matches/${s.matchId}/photo-reveal`);
      expect((await as(s.viewer, 'GET', pictureUrl(s.key))).statusCode).toBe(200);
      const other = blocker === 'owner' ? s.viewer : s.owner;
      const blocked = await requestAs(ctx, s[blocker], 'POST', '/api/blocks', { userId: other.id });
      expect(blocked.statusCode).toBeLessThan(300);
      expect((await as(s.viewer, 'GET', pictureUrl(s.key))).statusCode).toBe(404);
      const { rows } = await ctx.database.db.execute(
        `select 1 from photo_reveals where owner_id = '${s.owner.id}'`,
      );
      expect(rows).toEqual([]);
    }
  });

  it('"only my matches" shows the photo to a match and blurs it for everyone else', async () => {
    const s = await scene('matches');
    const [stranger] = await insertMembers(db(), [{ gender: 'male' }]);
    expect((await viewOf(s)).photoUrl).toBe(pictureUrl(s.key));
    expect((await as(stranger!, 'GET', pictureUrl(s.key))).statusCode).toBe(404);
    const seen = (await as(stranger!, 'GET', `/api/profiles/${s.owner.id}`)).json().profile;
    expect(seen.photoUrl).toBe(pictureUrl(s.key, 'blurred'));
  });

  it('lets only a member of the live match reveal, and refuses hostile input', async () => {
    const s = await scene();
    const [pending] = await insertMembers(db(), [{ isApproved: false }]);
    const [member, moderator, admin] = (await insertMembers(db(), [
      { gender: 'male' },
      {},
      {},
    ])) as [Member, Member, Member];
    await db()
      .insert(userRoles)
      .values([
        { userId: moderator.id, role: 'moderator' },
        { userId: admin.id, role: 'admin' },
      ]);
    const path = `/api/matches/${s.matchId}/photo-reveal`;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await requestAs(ctx, undefined, method, path)).statusCode).toBe(401);
      expect((await as(pending!, method, path)).statusCode).toBe(403);
      // Staff are no member of the match either.
      for (const outsider of [member, moderator, admin]) {
        expect((await as(outsider, method, path)).statusCode).toBe(404);
      }
      expect(
        (await as(s.viewer, method, `/api/matches/${randomUUID()}/photo-reveal`)).statusCode,
      ).toBe(404);
      for (const hostile of ['a%00b', 'x'.repeat(5000), '2000-02-30', '%ff']) {
        expect(
          (await as(s.viewer, method, `/api/matches/${hostile}/photo-reveal`)).statusCode,
        ).toBe(400);
      }
    }
  });
});

describe('no original reaches a viewer who may not see it, through any route (issue 38)', () => {
  it('finds no original key, URL or bytes in any answer, mail or page', async () => {
    const s = await scene();
    // A second member, who shows photos to matches only, likes the viewer: likes, browse.
    const [liker] = (await insertMembers(db(), [
      { gender: 'female', preferences: { photoVisibility: 'matches' } },
    ])) as [Member];
    const likerKey = await storeMainPhoto(
      ctx,
      liker.id,
      await photo('jpeg', { width: 300, height: 300 }),
    );
    await requestAs(ctx, liker, 'POST', '/api/likes', { userId: s.viewer.id });
    await requestAs(ctx, s.owner, 'POST', `/api/chats/${s.matchId}/messages`, {
      clientId: randomUUID(),
      text: 'Salam',
    });

    const secrets: { name: string; needle: Buffer }[] = [];
    for (const key of [s.key, likerKey]) {
      const hex = key.slice('photos/'.length, -'.jpg'.length);
      secrets.push({ name: `key of ${key}`, needle: Buffer.from(hex) });
      secrets.push({ name: `URL of ${key}`, needle: Buffer.from(pictureUrl(key).slice(12)) });
      for (const size of ['large', 'small'] as const) {
        const stored = await ctx.storage.get(
          size === 'small' ? key.replace('.jpg', '-small.jpg') : key,
        );
        const bytes = stored ? await readAll(stored.body) : Buffer.alloc(0);
        if (bytes.length > 96)
          secrets.push({ name: `bytes of ${key}`, needle: bytes.subarray(32, 96) });
      }
    }
    const values: Record<string, string> = {
      userId: s.owner.id,
      id: s.owner.id,
      matchId: s.matchId,
      profileId: s.owner.profileId,
      token: pictureUrl(s.key, 'blurred').slice('/api/photos/'.length),
    };
    let crawled = 0;
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? randomUUID());
      for (const query of ['', '?size=small']) {
        const answer = await requestAs(ctx, s.viewer, 'GET', `${path}${query}`);
        crawled++;
        for (const { name, needle } of secrets) {
          expect(answer.rawPayload.includes(needle), `${name} in ${route.url}`).toBe(false);
        }
      }
    }
    expect(crawled).toBeGreaterThan(40);
    for (const mail of await ctx.mailer.outbox()) {
      const text = Buffer.from(JSON.stringify(mail));
      for (const { name, needle } of secrets) {
        expect(text.includes(needle), `${name} in a mail`).toBe(false);
      }
    }
  });
});
