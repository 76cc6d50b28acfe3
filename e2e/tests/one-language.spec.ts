import { expect, test } from '@playwright/test';
import az from '../../packages/shared/src/i18n/az.json' with { type: 'json' };
import en from '../../packages/shared/src/i18n/en.json' with { type: 'json' };
import ru from '../../packages/shared/src/i18n/ru.json' with { type: 'json' };
import { createAccount, latestMail, signUpThroughApi, uniqueEmail } from '../fixtures/accounts';
import {
  createSignedInMember,
  likeThroughApi,
  memberPassword,
  twoApprovedMembers,
} from '../fixtures/members';
import { expectAccessible } from './axe';

/**
 * Issue 37, item 4: one language per screen, in the moments the sweep of signed-in pages does not
 * reach (signed-in-axe.spec.ts reads every page for English words and "M12" dates).
 */
const locales = [
  { language: 'az', prefix: '/az', texts: az },
  { language: 'en', prefix: '', texts: en },
  { language: 'ru', prefix: '/ru', texts: ru },
] as const;

for (const { language, prefix, texts } of locales) {
  test(`the match moment shows a long name whole, on two lines if need be (${language})`, async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000);
    const [nigar, elvin] = await twoApprovedMembers(browser, playwright, `moment-${language}`, {
      her: { firstName: 'Nigar', lastName: 'Hüseynova-Məmmədli' },
    });
    // The phone of the issue: 390 px wide.
    if (testInfo.project.name === 'mobile') {
      await elvin.page.setViewportSize({ width: 390, height: 844 });
    }
    await likeThroughApi(nigar.page.request, elvin.id);

    await elvin.page.goto(`${prefix}/likes-and-matches`);
    const card = elvin.page.getByRole('article').filter({ hasText: 'Nigar H.' });
    await card.getByRole('button', { name: texts.likes.likeBack }).click();

    const moment = elvin.page.getByRole('dialog', { name: texts.likes.toast.match });
    await expect(moment).toBeVisible();
    const name = moment.getByRole('listitem').last().getByText('Nigar Hüseynova-Məmmədli');
    await expect(name).toBeVisible();
    // Nothing of it hidden: no ellipsis, no clipped overflow, inside the sheet.
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const [nameBox, sheetBox] = [await name.boundingBox(), await moment.boundingBox()];
    expect(nameBox!.x).toBeGreaterThanOrEqual(sheetBox!.x);
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(sheetBox!.x + sheetBox!.width);
    await expectAccessible(elvin.page);
  });
}

/** Azerbaijan read in Russian, in Azerbaijani, and Global English. */
const regional = [
  { language: 'ru', prefix: '/az/ru', texts: ru },
  { language: 'az', prefix: '/az', texts: az },
  { language: 'en', prefix: '', texts: en },
] as const;

for (const { language, prefix, texts } of regional) {
  test(`deleting and restoring an account stays on ${prefix || '/'} and welcomes the member back (${language})`, async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'mobile',
      'where the member lands does not depend on the layout',
    );
    const account = await createSignedInMember(page.request, {
      label: `comeback-${language}`,
    });
    await page.goto(`${prefix}/delete-account`);
    await page
      .getByLabel(texts.account.delete.reason)
      .selectOption({ label: texts.enums.deletion_reason.too_busy });
    await page.getByRole('button', { name: texts.account.delete.submit }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: texts.account.delete.confirm })
      .click();

    // The goodbye and the landing under it, in one language, in the member's region.
    await expect(page.getByText(texts.account.delete.success)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.landing.hero.title);

    await page.goto(`${prefix}/auth`);
    await page.getByLabel(texts.auth.email, { exact: true }).fill(account.email);
    await page.getByLabel(texts.auth.password, { exact: true }).fill(memberPassword);
    await page.getByRole('button', { name: texts.auth.signIn.submit, exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: texts.auth.signIn.restore.confirm })
      .click();
    await expect(page.getByText(texts.auth.signIn.restore.done)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    // Back, not new: no "thank you for joining".
    await expect(page.getByText(texts.pending.welcomeBack)).toBeVisible();
    await expect(page.getByText(texts.pending.text)).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('mail asked for on /az/ru opens /az/ru: the reset link, and the confirmation of a sign-up there', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'a link in a mail does not depend on the layout');
  const account = await createAccount(request, {
    email: uniqueEmail('reset-az-ru'),
    password: memberPassword,
    language: 'ru',
  });
  await page.goto('/az/ru/auth?forgot=true');
  await page.getByLabel(ru.auth.email, { exact: true }).fill(account.email);
  await page.getByRole('button', { name: ru.auth.forgot.submit }).click();
  await expect(page.getByText(ru.auth.forgot.sentTitle)).toBeVisible();

  const reset = await latestMail(request, account.email, 'reset-password');
  expect(new URL(reset.link).pathname).toBe('/az/ru/reset-password');
  await page.goto(reset.link);
  await expect(page).toHaveURL(/\/az\/ru\/reset-password#/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.auth.reset.title);

  // A sign-up made on /az/ru (the wizard sends the page's language and region): its
  // confirmation opens there too, in another browser than the one that signed up.
  const email = uniqueEmail('confirm-az-ru');
  await signUpThroughApi(request, {
    email,
    password: memberPassword,
    language: 'ru',
    country: 'az',
  });
  const confirmation = await latestMail(request, email, 'confirm-email');
  expect(new URL(confirmation.link).pathname).toBe('/az/ru');
  await page.goto(confirmation.link);
  await expect(page).toHaveURL(/\/az\/ru\/auth/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
