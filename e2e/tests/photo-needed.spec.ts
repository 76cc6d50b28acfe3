import { expect, test } from '@playwright/test';
import { createSignedInMember } from '../fixtures/members';
import { expectAccessible } from './axe';

const portrait = new URL('../fixtures/files/portrait.jpg', import.meta.url);

/**
 * Issue 37, item 3: approval needs a photo (decision 037), so the pending screen of a profile
 * without one says so, with a way to add it; once it is there, the notice is gone.
 */
test('the pending screen says the photo is missing and leads to adding one', async ({ page }) => {
  test.slow();
  await createSignedInMember(page.request, { label: 'no-photo', language: 'ru' });

  await page.goto('/ru/dashboard');
  await expect(page.getByRole('heading', { name: 'Профиль ожидает одобрения' })).toBeVisible();
  await expect(page.getByText('В вашем профиле пока нет фото')).toBeVisible();
  await expectAccessible(page);
  const add = page.getByRole('link', { name: 'Добавить фото' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ru\/edit-profile$/);

  await page.getByRole('button', { name: 'Добавить фото' }).click();
  const dialog = page.getByRole('dialog', { name: 'Фото профиля' });
  await dialog.getByLabel('Выбрать фото').setInputFiles(portrait.pathname);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Фото добавлено в профиль')).toBeVisible();

  await page.goto('/ru/dashboard');
  await expect(page.getByRole('heading', { name: 'Профиль ожидает одобрения' })).toBeVisible();
  await expect(page.getByText('В вашем профиле пока нет фото')).toHaveCount(0);
});
