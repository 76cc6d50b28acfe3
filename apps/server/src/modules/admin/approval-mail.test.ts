import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedAccount, givePhoto, session, waitForMail } from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { appWithAdmin, postAs } from './admin.test-support';

let ctx: TestApp;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  ({ ctx, admin } = await appWithAdmin());
});
afterAll(async () => ctx.close());

const approve = async (userId: string) => {
  await givePhoto(ctx, userId);
  return postAs(ctx, `/api/admin/users/${userId}/approve`, admin.cookie);
};

describe('approval reaches the member (issue 22, item 6)', () => {
  it('mails the member in the language they signed up in, once', async () => {
    const cases = [
      { language: 'az', subject: 'Vüsal: profiliniz təsdiqləndi', link: /\/az\/dashboard$/ },
      { language: 'en', subject: 'Vüsal: your profile is approved', link: /:3000\/dashboard$/ },
      { language: 'ru', subject: 'Vüsal: ваш профиль одобрен', link: /\/ru\/dashboard$/ },
    ] as const;
    for (const { language, subject, link } of cases) {
      const { input, user } = await createConfirmedAccount(ctx, { language });
      expect((await approve(user.id)).statusCode).toBe(200);
      const mail = await waitForMail(ctx, input.email, 'profile-approved');
      expect(mail.subject).toBe(subject);
      expect(mail.link).toMatch(link);
    }
  });

  it('mails nothing when the profile was approved already', async () => {
    const { input, user } = await createConfirmedAccount(ctx);
    await approve(user.id);
    await waitForMail(ctx, input.email, 'profile-approved');
    await approve(user.id);
    // The second approval changes nothing; give a stray background send time to land.
    await sleep(300);
    const mails = (await ctx.mailer.outbox()).filter(
      (mail) => mail.to === input.email && mail.kind === 'profile-approved',
    );
    expect(mails).toHaveLength(1);
  });

  it("shows in the pending member's session at once, which the pending screen polls", async () => {
    const { user, cookie } = await createConfirmedAccount(ctx);
    expect(await session(ctx, cookie)).toMatchObject({ profileStatus: 'pending' });
    await approve(user.id);
    expect(await session(ctx, cookie)).toMatchObject({ profileStatus: 'approved' });
  });
});
