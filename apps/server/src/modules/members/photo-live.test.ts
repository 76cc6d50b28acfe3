import { describe, expect, it } from 'vitest';
import type { PhotoVisibility } from '@vusal/shared/catalog/enums';
import { orderedPair } from '../../db/ordered-pair';
import { matches, userRoles } from '../../db/schema';
import { pictureUrl, requestAs, storeMainPhoto } from '../../../test/accounts';
import { photo } from '../../../test/fixtures/media-fixtures';
import { insertReport } from '../admin/admin.test-support';
import {
  connect,
  insertMembers,
  liveApp,
  nextEvent,
  type Member,
  type TestSocket,
} from '../likes/discovery.test-support';

/**
 * Issue 38, item 2, decision 046: what changes the picture others get beyond one pair (the
 * member's photo choice, a suspension or deactivation) reaches every open page at once, and
 * a declined chat takes a reveal back live as unmatch and block do.
 */
const live = liveApp();
const db = () => live.ctx.database.db;
const as = (
  member: Member,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  body?: object,
) => requestAs(live.ctx, member, method, path, body);

async function ownerWithPhoto(visibility: PhotoVisibility) {
  const [owner, stranger] = (await insertMembers(db(), [
    { gender: 'female', preferences: { photoVisibility: visibility } },
    { gender: 'male' },
  ])) as [Member, Member];
  const key = await storeMainPhoto(
    live.ctx,
    owner.id,
    await photo('jpeg', { width: 400, height: 300 }),
  );
  return { owner, stranger, key };
}

async function choose(owner: Member, photoVisibility: PhotoVisibility) {
  const current = (await as(owner, 'GET', '/api/preferences')).json();
  return as(owner, 'PUT', '/api/preferences', { ...current, photoVisibility });
}

const mainPhotoSeenBy = async (viewer: Member, owner: Member) =>
  (await as(viewer, 'GET', `/api/profiles/${owner.id}`)).json().profile?.photoUrl as string;

/** The next `photos:stale` that names one of `urls` (other tests' members change too). */
function staleNaming(socket: TestSocket, urls: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no photos:stale naming the photo')), 5000);
    const handler = ({ urls: named }: { urls: string[] }) => {
      if (!named.some((url) => urls.includes(url))) return;
      clearTimeout(timer);
      socket.off('photos:stale', handler);
      resolve(named);
    };
    socket.on('photos:stale', handler);
  });
}

describe('pictures swapped live on every open page (issue 38, decision 046)', () => {
  it('a narrower photo choice names the originals, a wider one the blurred copies, to anyone', async () => {
    const { owner, stranger, key } = await ownerWithPhoto('everyone');
    const socket = await live.open(stranger);
    expect(await mainPhotoSeenBy(stranger, owner)).toBe(pictureUrl(key));

    const narrowed = staleNaming(socket, [pictureUrl(key)]);
    expect((await choose(owner, 'revealed')).statusCode).toBe(200);
    const named = await narrowed;
    expect(named).toEqual([pictureUrl(key)]);
    // Pictures only: nothing in it names the member to pages that may not see her.
    expect(JSON.stringify(named)).not.toContain(owner.id);
    expect(JSON.stringify(named)).not.toContain(owner.profileId);
    expect(await mainPhotoSeenBy(stranger, owner)).toBe(pictureUrl(key, 'blurred'));
    expect((await as(stranger, 'GET', pictureUrl(key))).statusCode).toBe(404);

    const widened = staleNaming(socket, [pictureUrl(key, 'blurred')]);
    expect((await choose(owner, 'everyone')).statusCode).toBe(200);
    expect(await widened).toEqual([pictureUrl(key, 'blurred')]);
    expect(await mainPhotoSeenBy(stranger, owner)).toBe(pictureUrl(key));
  });

  it('from "only my matches" to "only whom I reveal them to" takes the originals from matches', async () => {
    const { owner, stranger: match, key } = await ownerWithPhoto('matches');
    const [user1Id, user2Id] = orderedPair(owner.id, match.id);
    await db().insert(matches).values({ user1Id, user2Id, chatOpened: true });
    const socket = await live.open(match);
    expect(await mainPhotoSeenBy(match, owner)).toBe(pictureUrl(key));
    const narrowed = staleNaming(socket, [pictureUrl(key)]);
    await choose(owner, 'revealed');
    expect(await narrowed).toEqual([pictureUrl(key)]);
    expect(await mainPhotoSeenBy(match, owner)).toBe(pictureUrl(key, 'blurred'));
  });

  it('reaches the pages of members and staff only: visitors and pending members have none', async () => {
    const { owner, key } = await ownerWithPhoto('everyone');
    const [pending, moderator, admin] = (await insertMembers(db(), [
      { isApproved: false },
      {},
      {},
    ])) as [Member, Member, Member];
    await db()
      .insert(userRoles)
      .values([
        { userId: moderator.id, role: 'moderator' },
        { userId: admin.id, role: 'admin' },
      ]);
    await expect(connect(live.url, undefined)).rejects.toThrow();
    await expect(connect(live.url, pending)).rejects.toThrow();
    const staff = [await live.open(moderator), await live.open(admin)];
    const told = staff.map((socket) => staleNaming(socket, [pictureUrl(key)]));
    await choose(owner, 'matches');
    expect(await Promise.all(told)).toEqual([[pictureUrl(key)], [pictureUrl(key)]]);
  });

  it('spends a budget of photo-choice changes, and saves that keep the choice spend none', async () => {
    const { owner } = await ownerWithPhoto('everyone');
    for (let i = 0; i < 5; i += 1) {
      expect((await choose(owner, 'matches')).statusCode).toBe(200);
      expect((await choose(owner, 'everyone')).statusCode).toBe(200);
    }
    expect((await choose(owner, 'everyone')).statusCode).toBe(200);
    const refused = await choose(owner, 'revealed');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await as(owner, 'GET', '/api/preferences')).json().photoVisibility).toBe('everyone');
  });

  it('a deactivation or a suspension takes the originals off every open page', async () => {
    const [admin] = (await insertMembers(db(), [{}])) as [Member];
    await db().insert(userRoles).values({ userId: admin.id, role: 'admin' });
    const barring = {
      deactivation: (target: Member, _reporter: Member) =>
        as(admin, 'POST', `/api/admin/users/${target.id}/active`, { active: false }),
      suspension: async (target: Member, reporter: Member) => {
        const reportId = await insertReport(db(), {
          reporterId: reporter.id,
          targetUserId: target.id,
          reason: 'harassment',
        });
        return as(admin, 'POST', `/api/admin/reports/${reportId}/decision`, {
          decision: 'suspend',
          days: 7,
          reason: 'Insults in chat',
        });
      },
    };
    for (const bar of Object.values(barring)) {
      const { owner, stranger, key } = await ownerWithPhoto('everyone');
      const socket = await live.open(stranger);
      const hidden = staleNaming(socket, [pictureUrl(key)]);
      const response = await bar(owner, stranger);
      expect(response.statusCode, response.body).toBe(200);
      expect(await hidden).toEqual([pictureUrl(key)]);
      expect((await as(stranger, 'GET', pictureUrl(key))).statusCode).toBe(404);
    }
  });

  it('a declined chat takes a reveal back, and both members’ open pages are told', async () => {
    const { owner, stranger: viewer, key } = await ownerWithPhoto('revealed');
    const [user1Id, user2Id] = orderedPair(owner.id, viewer.id);
    const ownerFirst = user1Id === owner.id;
    const [row] = await db()
      .insert(matches)
      .values({ user1Id, user2Id, [ownerFirst ? 'user1WantsChat' : 'user2WantsChat']: true })
      .returning({ id: matches.id });
    const matchId = row!.id;
    expect((await as(owner, 'PUT', `/api/matches/${matchId}/photo-reveal`)).statusCode).toBe(200);
    expect((await as(viewer, 'GET', pictureUrl(key))).statusCode).toBe(200);
    const [viewerSocket, ownerSocket] = [await live.open(viewer), await live.open(owner)];
    const told = [
      nextEvent(viewerSocket, 'photos:changed'),
      nextEvent(ownerSocket, 'photos:changed'),
    ];
    const declined = await as(viewer, 'POST', `/api/matches/${matchId}/consent`, { answer: false });
    expect(declined.statusCode).toBe(200);
    expect(await Promise.all(told)).toEqual([{ userId: owner.id }, { userId: viewer.id }]);
    expect((await as(viewer, 'GET', pictureUrl(key))).statusCode).toBe(404);
  });
});
