import { eq, sql } from 'drizzle-orm';
import { LEGAL_TEXTS_VERSION } from '@vusal/shared/catalog/constants';
import type { SignUpInput } from '@vusal/shared/schemas/registration';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, profiles, user, userRoles } from '../../db/schema';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import {
  adultBirthDate,
  as,
  createConfirmedAccount,
  confirmEmail,
  session,
  sessionCookie,
  signIn,
  signUp,
  signUpForConfirmation,
  signUpInput,
  tokenFromLink,
  waitForMail,
} from '../../../test/accounts';

const clock = manualClock(new Date());
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAIL: 'boss@vusal.test' }, { clock });
});
afterAll(async () => ctx.close());

async function userByEmail(email: string) {
  const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
  return row;
}

describe('sign-up', () => {
  it('creates the account, its argon2id credential and a pending profile mapped from the wizard', async () => {
    const input = signUpInput({
      profession: 'Engineer',
      dealBreakers: ['lying'],
      hobbies: '   ',
      smokes: '',
    });
    const response = await signUp(ctx, input);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'accepted' });

    const created = (await userByEmail(input.email))!;
    expect(created.emailVerified).toBe(false);
    const [credential] = await ctx.database.db
      .select()
      .from(account)
      .where(eq(account.userId, created.id));
    expect(credential!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, created.id));
    expect(profile).toMatchObject({
      fullName: 'Aysel Məmmədova',
      dateOfBirth: input.birthDate,
      gender: 'female',
      city: 'baku',
      relationshipGoals: ['marriage'],
      professionalField: 'Engineer',
      profession: 'Engineer',
      dealBreakers: ['lying'],
      hobbies: null,
      smokes: null,
      isApproved: false,
      isActive: true,
    });
  });

  it('stores the accepted legal texts version and the time of consent with the account', async () => {
    const input = signUpInput();
    expect((await signUp(ctx, input)).statusCode).toBe(202);
    const created = (await userByEmail(input.email))!;
    expect(created.termsVersion).toBe(LEGAL_TEXTS_VERSION);
    expect(created.termsAcceptedAt).toEqual(clock.now());
  });

  it.each([
    ['unticked', { acceptTerms: false }],
    ['missing', { acceptTerms: undefined }],
    ['not a boolean', { acceptTerms: 'yes' }],
  ])('refuses a sign-up whose consent box is %s, at that field', async (_case, consent) => {
    const input = { ...signUpInput(), ...consent };
    const response = await signUp(ctx, input as unknown as SignUpInput);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'acceptTerms', message: 'validation.termsRequired' }],
    });
    expect(await userByEmail(input.email)).toBeUndefined();
  });

  it('refuses anyone under 18, whatever the browser checked', async () => {
    const input = signUpInput({ birthDate: adultBirthDate(17) });
    const response = await signUp(ctx, input);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: 'birthDate', message: 'validation.underage' },
    ]);
    expect(await userByEmail(input.email)).toBeUndefined();
  });

  it('refuses contact details in a name or a free text at that field (decision 038)', async () => {
    for (const details of [
      { lastName: 'wa.me/994501234567' },
      { bio: 'Zəng edin: 050 123 45 67' },
    ]) {
      const input = signUpInput(details);
      const response = await signUp(ctx, input);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues).toEqual([
        { path: Object.keys(details)[0], message: 'validation.contactDetails' },
      ]);
      expect(await userByEmail(input.email)).toBeUndefined();
    }
  });

  it('refuses a weak password with every broken rule', async () => {
    const response = await signUp(ctx, signUpInput({ password: 'short' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((issue: { message: string }) => issue.message)).toEqual(
      ['validation.passwordMinLength', 'validation.passwordUppercase', 'validation.passwordDigit'],
    );
  });

  it('creates no account when its profile cannot be stored (one transaction)', async () => {
    await ctx.database.db.execute(
      sql`alter table profiles add constraint test_refuse check (full_name <> 'Refuse Me')`,
    );
    const input = signUpInput({ firstName: 'Refuse', lastName: 'Me' });
    const response = await signUp(ctx, input);
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    expect(await userByEmail(input.email)).toBeUndefined();
    await ctx.database.db.execute(sql`alter table profiles drop constraint test_refuse`);
  });

  it('answers a taken address exactly like a new one and mails its owner instead', async () => {
    const input = signUpInput();
    const { response: first } = await signUpForConfirmation(ctx, input);
    const second = await signUp(ctx, {
      ...input,
      firstName: 'Someone',
      password: 'Other1Password',
    });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    const notice = await waitForMail(ctx, input.email, 'sign-up-attempt');
    expect(notice.link).toContain('/auth');
    const users = await ctx.database.db.select().from(user).where(eq(user.email, input.email));
    expect(users).toHaveLength(1);
  });

  it('stores a photo re-encoded and refuses files that are not images', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const input = signUpInput();
    const ok = await signUp(ctx, input, { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' });
    expect(ok.statusCode).toBe(202);
    const [profile] = await ctx.database.db
      .select({ photo: profiles.profilePhoto })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, input.email));
    expect(profile!.photo).toMatch(/^photos\/[0-9a-f]{32}\.jpg$/);
    expect(await ctx.storage.get(profile!.photo!)).not.toBeNull();

    const php = Buffer.from('<?php system($_GET["c"]); ?>');
    const refused = await signUp(ctx, signUpInput(), {
      bytes: php,
      name: 'shell.jpg',
      type: 'image/jpeg',
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('keeps the wizard’s photo choice, and everyone when it is left out (issue 38)', async () => {
    const chosen = await createConfirmedAccount(ctx, { photoVisibility: 'revealed' });
    const plain = await createConfirmedAccount(ctx);
    const choice = async (person: typeof plain) =>
      (await ctx.app.inject({ url: '/api/preferences', headers: as(person) })).json()
        .photoVisibility;
    expect(await choice(chosen)).toBe('revealed');
    expect(await choice(plain)).toBe('everyone');
    const refused = await signUp(ctx, signUpInput({ photoVisibility: 'nobody' as 'everyone' }));
    expect(refused.statusCode).toBe(400);
  });

  it('makes the ADMIN_EMAIL account admin, and nobody else', async () => {
    const admin = signUpInput({ email: 'boss@vusal.test' });
    await signUp(ctx, admin);
    const someone = signUpInput();
    await signUp(ctx, someone);
    const roles = await ctx.database.db.select().from(userRoles);
    const adminId = (await userByEmail(admin.email))!.id;
    expect(roles.map((row) => [row.userId, row.role])).toEqual([[adminId, 'admin']]);
  });
});

describe('e-mail confirmation', () => {
  it('signs in the browser that signed up, once', async () => {
    const input = signUpInput();
    const response = await signUp(ctx, input);
    const marker = response.cookies.find((cookie) => cookie.name === 'vusal_signup')!;
    expect(marker).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const mail = await waitForMail(ctx, input.email, 'confirm-email');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/\?confirm=/);
    const confirm = () => confirmEmail(ctx, tokenFromLink(mail.link), marker.value);
    const first = await confirm();
    expect(first.json()).toEqual({ signedIn: true });
    const user = await session(ctx, sessionCookie(first));
    expect(user).toMatchObject({ email: input.email, profileStatus: 'pending', role: 'user' });

    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  it('only confirms in another browser, which then signs in', async () => {
    const input = signUpInput({ language: 'az' });
    const { mail, token } = await signUpForConfirmation(ctx, input);
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/az\?confirm=/);
    const response = await confirmEmail(ctx, token);
    expect(response.json()).toEqual({ signedIn: false });
    expect(sessionCookie(response)).toBeUndefined();
    expect((await signIn(ctx, input.email, input.password)).statusCode).toBe(200);
  });

  it('writes to a member who signed up in Russian in Russian, with a link to the Russian site', async () => {
    const input = signUpInput({ language: 'ru' });
    const { response, mail } = await signUpForConfirmation(ctx, input);
    expect(response.statusCode).toBeLessThan(300);
    expect(mail.subject).toBe('Vüsal: подтвердите адрес электронной почты');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/ru\?confirm=/);
  });

  it('expires after 24 hours', async () => {
    const input = signUpInput();
    const { token } = await signUpForConfirmation(ctx, input);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const response = await confirmEmail(ctx, token);
    clock.set(new Date());
    expect(response.json().error.code).toBe('INVALID_TOKEN');
  });

  it('is required before signing in, which is said only to someone who knows the password', async () => {
    const input = signUpInput();
    await signUp(ctx, input);
    const right = await signIn(ctx, input.email, input.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    const wrong = await signIn(ctx, input.email, 'Wrong1Password');
    expect(wrong.statusCode).toBe(401);
  });
});
