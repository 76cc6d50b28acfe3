import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { as, createConfirmedAccount } from '../../../test/accounts';
import { approved, patchMe } from './profiles.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('own profile', () => {
  it('shows the owner everything, with e-mail, state and completion', async () => {
    const me = await approved(ctx);
    const response = await ctx.app.inject({ url: '/api/profiles/me', headers: as(me) });
    expect(response.statusCode).toBe(200);
    const { profile } = response.json();
    expect(profile).toMatchObject({
      email: me.input.email,
      isApproved: true,
      fullName: 'Aysel Məmmədova',
      city: 'baku',
    });
    // Name, age, city and goals come from the wizard: 4 of the 38 items.
    expect(profile.completion).toBe(Math.round((4 / 38) * 100));
  });

  it('takes the fields the owner may change, keeps approval, and raises completion', async () => {
    const me = await approved(ctx);
    const response = await patchMe(ctx, me, {
      city: 'ganja',
      bio: 'Salam',
      hobbies: 'Chess',
      musicGenres: ['jazz'],
      height: 172,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      city: 'ganja',
      hobbies: 'Chess',
      musicGenres: ['jazz'],
      isApproved: true,
    });
    expect(response.json().profile.completion).toBeGreaterThan(13);
  });

  it('refuses every field the owner may not set (SECURITY 11)', async () => {
    const me = await createConfirmedAccount(ctx);
    for (const forbidden of [
      { isApproved: true },
      { isActive: true },
      { role: 'admin' },
      { userId: 'someone-else' },
      { email: 'x@y.az' },
      { gender: 'male' },
      { fullName: 'New Name' },
      { dateOfBirth: '1990-01-01' },
      { deletedAt: null },
      { profilePhoto: 'photos/other.jpg' },
    ]) {
      const response = await patchMe(ctx, me, { bio: 'ok', ...forbidden });
      expect(response.statusCode, JSON.stringify(forbidden)).toBe(400);
    }
    const [row] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, me.user.id));
    expect(row).toMatchObject({ isApproved: false, gender: 'female', fullName: 'Aysel Məmmədova' });
  });

  it('validates with the shared schemas, including against stored values', async () => {
    const me = await approved(ctx);
    expect((await patchMe(ctx, me, { height: 230 })).json().error.issues[0].message).toBe(
      'validation.heightRange',
    );
    expect((await patchMe(ctx, me, { relationshipGoals: [] })).json().error.issues[0].message).toBe(
      'validation.goalsRequired',
    );
    await patchMe(ctx, me, { partnerAgeMin: 30 });
    expect((await patchMe(ctx, me, { partnerAgeMax: 25 })).json().error.issues).toEqual([
      { path: 'partnerAgeMax', message: 'validation.partnerAgeOrder' },
    ]);
  });
  it('refuses contact details in a free text, at the field, and keeps the stored text', async () => {
    const me = await approved(ctx);
    await patchMe(ctx, me, { bio: 'I teach music in Baku.' });
    for (const payload of [
      { bio: 'Zəng edin: 050 123 45 67' },
      { aboutPartner: 'Yazın: sıfır əlli bir iki üç dörd beş altı yeddi' },
      { hobbies: 'Chess; instagram @aysel_95' },
    ]) {
      const response = await patchMe(ctx, me, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.issues).toEqual([
        { path: Object.keys(payload)[0], message: 'validation.contactDetails' },
      ]);
    }
    const [row] = await ctx.database.db
      .select({ bio: profiles.bio, aboutPartner: profiles.aboutPartner })
      .from(profiles)
      .where(eq(profiles.userId, me.user.id));
    expect(row).toEqual({ bio: 'I teach music in Baku.', aboutPartner: null });
  });

  it('refuses contact details in disguise (issue 34, item 7)', async () => {
    const me = await approved(ctx);
    for (const bio of [
      'instagram aysel',
      'aysel(at)gmail',
      'nömrəm 050\u2063123\u200E45\u3164 67',
      'Zəng: ٠٥٠ ١٢٣ ٤٥ ٦٧',
      '050_123*45~67',
      'nol pyatdesyat, sto dvadtsat tri, sorok pyat, shestdesyat sem',
      'tеlegram aysel_92',
      'evil[.]com',
    ]) {
      const response = await patchMe(ctx, me, { bio });
      expect(response.statusCode, bio).toBe(400);
      expect(response.json().error.issues).toEqual([
        { path: 'bio', message: 'validation.contactDetails' },
      ]);
    }
    const ordinary = 'I am 28, 1.75 m tall, born 12.05.1994. Telegram-da yox, burada danışaq?';
    expect((await patchMe(ctx, me, { bio: ordinary })).statusCode).toBe(200);
  });

  it('takes the numbers profiles are full of: dates, heights, prices, ages', async () => {
    const me = await approved(ctx);
    const bio = 'Born 12.05.1995, 180 sm, 28 yaşım var; salary 1500 AZN.';
    const response = await patchMe(ctx, me, { bio });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.bio).toBe(bio);
  });
});
