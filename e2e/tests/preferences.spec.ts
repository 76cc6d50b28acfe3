import { expect, test } from '@playwright/test';
import { createSignedInMember } from '../fixtures/members';
import { expectAccessible } from './axe';

test.describe('settings', () => {
  test('a visitor opening /preferences is asked to sign in', async ({ page }) => {
    await page.goto('/az/preferences');
    await expect(page).toHaveURL(/\/az\/auth$/);
  });

  test('a member saves the settings and finds them after a reload', async ({ page }) => {
    await createSignedInMember(page.request, { label: 'settings' });

    await page.goto('/preferences');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    // The spec's defaults for someone who never saved.
    await expect(page.getByRole('slider', { name: 'Minimum age' })).toHaveValue('18');
    await expect(page.getByRole('slider', { name: 'Maximum age' })).toHaveValue('50');
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('');
    await expect(page.getByRole('switch', { name: 'Show online status' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Read receipts' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'City' })).toBeChecked();
    await expectAccessible(page);

    const minimum = page.getByRole('slider', { name: 'Minimum age' });
    await minimum.focus();
    for (let i = 0; i < 7; i++) await minimum.press('ArrowRight');
    await page.getByRole('slider', { name: 'Maximum age' }).fill('40');
    await expect(page.getByText('25–40 years')).toBeVisible();
    await page.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Shaki' });
    await page.getByRole('switch', { name: 'Show online status' }).uncheck();
    await page.getByRole('switch', { name: 'Privacy mode' }).check();
    await page.getByRole('radio', { name: 'Hidden' }).check();
    await page.getByRole('switch', { name: 'Receive notifications' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('slider', { name: 'Minimum age' })).toHaveValue('25');
    await expect(page.getByRole('slider', { name: 'Maximum age' })).toHaveValue('40');
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('shaki');
    await expect(page.getByRole('switch', { name: 'Show online status' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Privacy mode' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Hidden' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Receive notifications' })).not.toBeChecked();
  });

  test('a minimum age above the maximum is refused, in the browser and by the server', async ({
    page,
  }) => {
    await createSignedInMember(page.request, { label: 'settings-range', language: 'az' });

    await page.goto('/az/preferences');
    await expect(page.getByRole('heading', { name: 'Tənzimləmələr', level: 1 })).toBeVisible();
    await page.getByRole('slider', { name: 'Minimum yaş' }).fill('60');
    await page.getByRole('slider', { name: 'Maksimum yaş' }).fill('30');
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(page.getByText('Minimum yaş maksimum yaşdan böyük ola bilməz.')).toBeVisible();
    await expectAccessible(page);

    const origin = new URL(page.url()).origin;
    // Every other setting as stored, only the ages crossed.
    const stored = (await (await page.request.get('/api/preferences')).json()) as object;
    const refused = await page.request.put('/api/preferences', {
      headers: { Origin: origin },
      data: { ...stored, minAge: 60, maxAge: 30 },
    });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('validation.minAgeAboveMax');

    await page.reload();
    await expect(page.getByRole('slider', { name: 'Minimum yaş' })).toHaveValue('18');
    await expect(page.getByRole('slider', { name: 'Maksimum yaş' })).toHaveValue('50');
    await expect(page.getByRole('link', { name: 'İdarə paneli' })).toHaveAttribute(
      'href',
      '/az/dashboard',
    );
  });
});
