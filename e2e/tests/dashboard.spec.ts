import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import {
  approveMembers,
  asAdmin,
  createSignedInMember,
  grantRole,
  signInAsAdmin,
} from '../fixtures/members';
import { wizard } from '../fixtures/sign-up-wizard';
import { watchWrites } from '../fixtures/watch';
import { expectAccessible } from './axe';

const banner = {
  en: 'Admin mode is on — changes are not saved',
  az: 'Admin rejimi aktivdir — dəyişikliklər saxlanılmır',
};

test.describe('dashboard', () => {
  test('an approved member sees the tiles, reaches /my-profile and /preferences, and switches country', async ({
    page,
    playwright,
  }) => {
    const member = await createSignedInMember(page.request, { label: 'dashboard' });
    await approveMembers(playwright, [member]);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Hello, Aysel.*!$/ })).toBeVisible();
    const tiles = page.getByRole('region', { name: 'Your pages' });
    await expect(tiles.getByRole('link')).toHaveCount(8);
    // Their own stats: open chats, likes received, and what is new (none yet).
    const stats = page.getByRole('region', { name: 'Your activity' });
    await expect(stats.getByRole('term')).toHaveText([
      'Open chats',
      'Likes received',
      'New likes',
      'New matches',
      'Unread messages',
    ]);
    await expect(stats.getByRole('definition')).toHaveText(['0', '0', '0', '0', '0']);
    await expect(tiles.getByRole('link', { name: /^Likes and matches/ })).toHaveAttribute(
      'href',
      '/likes-and-matches',
    );
    await expect(tiles.getByRole('link', { name: /^Explore/ })).toHaveAttribute('href', '/explore');
    await expect(tiles.getByRole('link', { name: /^Matches/ })).toHaveAttribute('href', '/matches');
    await expect(tiles.getByRole('link', { name: /^Messages/ })).toHaveAttribute(
      'href',
      '/messages',
    );
    // The app's navigation: the header's row on a desktop, the tab bar on a phone (issue 22).
    const sections = page.getByRole('navigation', { name: 'App sections' });
    for (const [name, href] of [
      ['Browse', '/browse'],
      ['Explore', '/explore'],
      ['Likes', '/likes-and-matches'],
      ['Messages', '/messages'],
      ['Profile', '/my-profile'],
    ] as const) {
      await expect(sections.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(tiles.getByRole('link', { name: /^My profile/ })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    await expect(tiles.getByRole('link', { name: /^Edit profile/ })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    await expect(page.getByRole('link', { name: /edit your profile$/ })).toHaveAttribute(
      'href',
      '/profile-setup',
    );
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    // Nothing of the admin's.
    await expect(page.getByRole('link', { name: 'Admin panel' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Admin mode' })).toHaveCount(0);

    await tiles.getByRole('link', { name: /^My profile/ }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await page.goBack();
    await tiles.getByRole('link', { name: /^Settings/ }).click();
    await expect(page).toHaveURL(/\/preferences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.goto('/dashboard');
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('global');
    await expect(country.getByRole('option', { name: 'Kazakhstan — Coming Soon' })).toBeDisabled();
    await expect(country.getByRole('option', { name: 'Georgia — Coming Soon' })).toBeDisabled();
    await country.selectOption({ label: 'Azərbaycan' });
    await expect(page).toHaveURL(/\/az\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Salam, Aysel.*!$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Tənzimləmələr/ })).toHaveAttribute(
      'href',
      '/az/preferences',
    );
    await page.getByRole('combobox', { name: 'Ölkə' }).selectOption({ label: 'Qlobal' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).not.toHaveURL(/\/az\//);
  });

  test('the dashboard is never wider than the screen, in every language', async ({
    page,
    playwright,
  }) => {
    const member = await createSignedInMember(page.request, { label: 'dashboard-width' });
    await approveMembers(playwright, [member]);
    for (const path of ['/dashboard', '/az/dashboard', '/ru/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A sideways-scrolling page zooms out on phones and puts fixed controls out of reach.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('the admin sees the admin panel link, the preview list, and the preview mode with its banner', async ({
    page,
  }) => {
    await signInAsAdmin(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin panel' }).first()).toHaveAttribute(
      'href',
      '/admin',
    );
    const preview = page.getByRole('list', { name: 'Registration preview' });
    const hrefs = await preview
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/auth?admin=true',
      '/auth?signup=true&admin=true',
      '/profile-setup?admin=true',
      '/edit-profile?admin=true',
      '/my-profile?admin=true',
      '/dashboard?sample=rejected&admin=true',
      '/admin?admin=true',
    ]);

    // The fixed toggle: off at first, then the banner and the sample numbers.
    const toggle = page.getByRole('button', { name: 'Admin mode', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(banner.en)).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(banner.en)).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Admin preview mode' })).toBeChecked();
    const stats = page.getByRole('region', { name: 'Sample activity' });
    await expect(stats.getByRole('definition')).toHaveText(['5', '3', '2', '1', '3']);
    await expectAccessible(page);

    // Azerbaijani: the same page under /az, still in preview.
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Azərbaycan' });
    await expect(page).toHaveURL(/\/az\/dashboard$/);
    await expect(page.getByText(banner.az)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin rejimi', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const azHrefs = await page
      .getByRole('list', { name: 'Qeydiyyat önizləməsi' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(azHrefs[0]).toBe('/az/auth?admin=true');
    expect(azHrefs[1]).toBe('/az/auth?signup=true&admin=true');
    await expectAccessible(page);

    // Off again: no banner, no sample numbers.
    await page.getByRole('button', { name: 'Admin rejimi', exact: true }).click();
    await expect(page.getByText(banner.az)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Nümunə fəaliyyət' })).toHaveCount(0);
    expect(await page.evaluate("localStorage.getItem('adminMode')")).toBeNull();
  });

  test('admin preview saves and sends nothing: settings, profile editor and the sign-up wizard', async ({
    page,
    playwright,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'mobile',
      'what the preview sends does not depend on the layout',
    );
    test.slow();
    // An admin of its own, with a profile to edit (promoted by the start-up admin).
    const member = await createSignedInMember(page.request, { label: 'preview-admin' });
    // Issue 34, item 12: staff roles go to approved members with a photo only.
    await approveMembers(playwright, [member]);
    await grantRole(playwright, member, 'admin');
    const wizardEmail = uniqueEmail('preview-signup');
    const accountsNamed = (email: string) =>
      asAdmin(playwright, async (api) => {
        const response = await api.get(
          `/api/admin/users?search=${encodeURIComponent(email)}&status=all`,
        );
        expect(response.status()).toBe(200);
        return ((await response.json()) as { total: { count: number } }).total.count;
      });
    const read = async (path: string) => {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      return (await response.json()) as unknown;
    };

    const preferencesBefore = await read('/api/preferences');
    const profileBefore = await read('/api/profiles/me');
    expect(await accountsNamed(wizardEmail)).toBe(0);
    const writes = watchWrites(page);

    // Settings.
    await page.goto('/preferences?admin=true');
    await expect(page.getByText(banner.en)).toBeVisible();
    await page.getByRole('slider', { name: 'Maximum age' }).fill('40');
    await page.getByRole('switch', { name: 'Privacy mode' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved (simulated)')).toBeVisible();

    // The comprehensive editor: the mode was remembered, no flag needed.
    await page.goto('/edit-profile');
    await expect(page.getByText(banner.en)).toBeVisible();
    await page.getByLabel('Hobbies').fill('Only a preview');
    await page
      .getByRole('textbox', { name: /^About me/ })
      .fill('Written in preview mode, never saved.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved (simulated)').first()).toBeVisible();
    await expect(page).toHaveURL(/\/my-profile$/);

    // The wizard: no step is checked, and the submit creates nothing.
    await page.goto('/auth?signup=true&admin=true');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await page.getByLabel('E-mail').fill(wizardEmail);
    const { next } = wizard(page);
    for (let step = 1; step < 8; step++) await next();
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByText('As an admin you have reviewed all the steps!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    expect(writes).toEqual([]);
    expect(await read('/api/preferences')).toEqual(preferencesBefore);
    expect(await read('/api/profiles/me')).toEqual(profileBefore);
    expect(await accountsNamed(wizardEmail)).toBe(0);
  });

  test('a member with ?admin=true and a stored adminMode gets no preview, and the value is removed', async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'mobile',
      'a refused preview does not depend on the layout',
    );
    await createSignedInMember(page.request, { label: 'not-admin' });
    await page.goto('/');
    await page.evaluate("localStorage.setItem('adminMode', 'true')");

    await page.goto('/dashboard?admin=true');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Profile Approval Pending' }),
    ).toBeVisible();
    await expect.poll(() => page.evaluate("localStorage.getItem('adminMode')")).toBeNull();
    await expect(page.getByText(banner.en)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Admin mode' })).toHaveCount(0);

    await page.goto('/preferences?admin=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText(banner.en)).toHaveCount(0);
  });
});
