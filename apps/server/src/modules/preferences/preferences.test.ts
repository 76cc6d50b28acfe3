import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { as, createConfirmedAccount } from '../../../test/accounts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('preferences (S4)', () => {
  it('start with the spec defaults, persist, and refuse a minimum above the maximum', async () => {
    const me = await createConfirmedAccount(ctx);
    const get = () => ctx.app.inject({ url: '/api/preferences', headers: as(me) });
    expect((await get()).json()).toEqual({
      minAge: 18,
      maxAge: 50,
      searchCity: null,
      showOnlineStatus: true,
      receiveNotifications: true,
      showReadReceipts: false,
      privacyMode: false,
      showEveryone: false,
      locationVisibility: 'city',
      pushMatches: 'immediately',
      pushMessages: 'immediately',
      pushLikes: 'immediately',
      emailMatches: 'immediately',
      emailMessages: 'immediately',
      emailLikes: 'daily',
      pushShowsNames: false,
      quietHoursFrom: '23:00',
      quietHoursTo: '08:00',
      timeZone: 'Asia/Baku',
      onlyVerifiedContact: false,
      verifiedOnly: false,
      photoVisibility: 'everyone',
      // Decision 045: both off until the member turns them on.
      browseInvisibly: false,
      visitorsNotice: false,
    });
    const wanted = {
      ...(await get()).json(),
      minAge: 25,
      maxAge: 35,
      searchCity: 'ganja',
      privacyMode: true,
    };
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/preferences', payload, headers: as(me) });
    expect((await put(wanted)).statusCode).toBe(200);
    expect((await get()).json()).toEqual(wanted);
    const refused = await put({ ...wanted, minAge: 40, maxAge: 30 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([
      { path: 'minAge', message: 'validation.minAgeAboveMax' },
    ]);
    expect((await put({ ...wanted, minAge: 17 })).json().error.issues[0].message).toBe(
      'validation.ageRange',
    );
  });

  it('keep the photo choice when a save leaves it out, and refuse an unknown one', async () => {
    const me = await createConfirmedAccount(ctx);
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/preferences', payload, headers: as(me) });
    const current = (await ctx.app.inject({ url: '/api/preferences', headers: as(me) })).json();
    expect((await put({ ...current, photoVisibility: 'revealed' })).json().photoVisibility).toBe(
      'revealed',
    );
    const { photoVisibility: _left, ...older } = current;
    expect((await put({ ...older, privacyMode: true })).json()).toMatchObject({
      privacyMode: true,
      photoVisibility: 'revealed',
    });
    expect((await put({ ...current, photoVisibility: 'nobody' })).statusCode).toBe(400);
    expect((await put({ ...current, photoVisibility: 'a\u0000'.repeat(5000) })).statusCode).toBe(
      400,
    );
  });

  it('keep per-topic notice settings and quiet hours, refusing half a quiet period or an unknown zone', async () => {
    const me = await createConfirmedAccount(ctx);
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/preferences', payload, headers: as(me) });
    const current = (await ctx.app.inject({ url: '/api/preferences', headers: as(me) })).json();
    const wanted = {
      ...current,
      pushLikes: 'off',
      emailMessages: 'daily',
      quietHoursFrom: '22:30',
      quietHoursTo: '07:15',
      timeZone: 'Europe/Berlin',
    };
    expect((await put(wanted)).json()).toEqual(wanted);
    expect((await put({ ...wanted, quietHoursFrom: null, quietHoursTo: null })).statusCode).toBe(
      200,
    );
    const issue = async (payload: object) => (await put(payload)).json().error.issues[0].message;
    expect(await issue({ ...wanted, quietHoursTo: null })).toBe('validation.quietHoursPair');
    expect(await issue({ ...wanted, quietHoursFrom: '24:00' })).toBe('validation.clockTime');
    expect(await issue({ ...wanted, timeZone: 'Mars/Olympus' })).toBe('validation.timeZone');
    expect(await issue({ ...wanted, pushMessages: 'weekly' })).toBeTruthy();
  });
});
