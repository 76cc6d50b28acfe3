import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';

const DAY_MS = 24 * 60 * 60 * 1000;
const dismissal = { decision: 'dismiss', reason: 'Nothing against the rules' };

type Page = { items: { userId: string }[] };
type QueueItem = { id: string; target: { id: string }; isHeld: boolean };

describe('three different reporters within 7 days hold a member for review (issue 24)', () => {
  const clock = manualClock();
  let ctx: TestApp;
  let admin: Member;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock });
    [admin] = (await insertMembers(ctx.database.db, [{ gender: 'male' }])) as [Member];
    await ctx.database.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
  });
  afterAll(() => ctx.close());

  /** A man who browses `city`, the woman there, and four other men to report her. */
  async function scene(city: 'ganja' | 'quba' | 'shaki') {
    const [viewer, target, ...reporters] = (await insertMembers(ctx.database.db, [
      { gender: 'male', preferences: { searchCity: city, minAge: 18, maxAge: 50 } },
      { gender: 'female', city },
      { gender: 'male' },
      { gender: 'male' },
      { gender: 'male' },
      { gender: 'male' },
    ])) as [Member, Member, ...Member[]];
    const report = async (reporter: Member) => {
      const answer = await api(ctx, reporter).post('/api/reports', {
        userId: target.id,
        reason: 'scam',
      });
      expect(answer.statusCode).toBe(201);
      return answer.json().reportId as string;
    };
    const offered = async () => {
      const browse = (await api(ctx, viewer).get('/api/discovery/browse')).json() as Page;
      const explore = (await api(ctx, viewer).get('/api/discovery/explore?city=all')).json();
      return {
        browse: browse.items.some((item) => item.userId === target.id),
        explore: (explore as Page).items.some((item) => item.userId === target.id),
      };
    };
    return { target, reporters: reporters as [Member, Member, Member, Member], report, offered };
  }

  const queue = async (query = '') =>
    (await api(ctx, admin).get(`/api/admin/reports${query}`)).json() as {
      items: QueueItem[];
      nextCursor: string | null;
    };

  it('leaves browse and explore at the third reporter, leads the queue, and returns once decided', async () => {
    const earlier = await scene('ganja');
    await earlier.report(earlier.reporters[0]);
    clock.advance(DAY_MS);
    const { target, reporters, report, offered } = await scene('quba');
    const first = await report(reporters[0]);
    await report(reporters[0]);
    await report(reporters[1]);
    // Two people, however many reports: still offered.
    expect(await offered()).toEqual({ browse: true, explore: true });
    await report(reporters[2]);
    expect(await offered()).toEqual({ browse: false, explore: false });

    // The held member's reports come first, though the other report is older.
    const open = await queue();
    expect(open.items.slice(0, 4).map((item) => item.target.id)).toEqual(Array(4).fill(target.id));
    expect(open.items.slice(0, 4).every((item) => item.isHeld)).toBe(true);
    expect(open.items[4]).toMatchObject({ target: { id: earlier.target.id }, isHeld: false });
    // Paging one at a time keeps that order and crosses from held to the rest once.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await queue(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(open.items.map((item) => item.id));

    // A moderator's decision on part of the case keeps the hold; on all of it, lifts it.
    await api(ctx, admin).post(`/api/admin/reports/${first}/decision`, dismissal);
    expect(await offered()).toEqual({ browse: false, explore: false });
    for (const item of (await queue()).items.filter((row) => row.target.id === target.id)) {
      await api(ctx, admin).post(`/api/admin/reports/${item.id}/decision`, dismissal);
    }
    expect(await offered()).toEqual({ browse: true, explore: true });
  });

  it('reports further apart than 7 days do not add up', async () => {
    const { reporters, report, offered } = await scene('shaki');
    await report(reporters[0]);
    clock.advance(7 * DAY_MS + 1);
    await report(reporters[1]);
    await report(reporters[2]);
    expect(await offered()).toEqual({ browse: true, explore: true });
    await report(reporters[3]);
    expect(await offered()).toEqual({ browse: false, explore: false });
  });
});
