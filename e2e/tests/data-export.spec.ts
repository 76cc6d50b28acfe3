import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { latestMail } from '../fixtures/accounts';
import { contextOptions, createSignedInMember, memberPassword } from '../fixtures/members';
import { unzip } from '../fixtures/zip';
import { expectAccessible } from './axe';

test('a member asks for their data, opens the mailed link signed out elsewhere, signs in and downloads it once', async ({
  page,
  browser,
}) => {
  const member = await createSignedInMember(page.request, { label: 'export', language: 'az' });

  await page.goto('/az/preferences');
  const section = page.getByRole('region', { name: 'Məlumatlarımı yüklə' });
  await section.getByRole('button', { name: 'Məlumatlarımı yüklə' }).click();
  const status = section.getByRole('status');
  await expect(status).toContainText(/Arxivinizi hazırlayırıq|Sizə e-poçtla link göndərdik/);
  await expect(status).toContainText('Sizə e-poçtla link göndərdik.');
  await expect(section.getByRole('button', { name: 'Məlumatlarımı yüklə' })).toBeDisabled();

  const mail = await latestMail(page.request, member.email, 'data-export-ready');
  expect(new URL(mail.link).pathname).toBe('/az/account/data-export');

  // Another browser, signed out.
  const elsewhere = await browser.newContext(contextOptions());
  try {
    const visitor = await elsewhere.newPage();
    await visitor.goto(mail.link);
    await expect(visitor).toHaveURL(/\/az\/auth$/);
    await visitor.getByLabel('E-poçt', { exact: true }).fill(member.email);
    await visitor.getByLabel('Parol', { exact: true }).fill(memberPassword);
    await visitor.getByRole('button', { name: 'Daxil ol', exact: true }).click();

    // Back on the page with its token; opening it used nothing up.
    await expect(visitor).toHaveURL(mail.link);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Məlumatlarınız hazırdır' }),
    ).toBeVisible();
    const state = (await (await visitor.request.get('/api/account/export')).json()) as {
      export: { status: string };
    };
    expect(state.export.status).toBe('ready');
    await expectAccessible(visitor);

    const downloading = visitor.waitForEvent('download');
    await visitor.getByRole('button', { name: 'Yüklə', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('vusal-data.zip');
    const archive = await readFile(await download.path());
    expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const files = unzip(archive);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'answers.json',
        'preferences.json',
        'likes-given.json',
        'matches.json',
        'reports-made.json',
        'consents.json',
      ]),
    );
    const profile = JSON.parse(files.get('profile.json')!.toString('utf8')) as {
      account: { email: string };
    };
    expect(profile.account.email).toBe(member.email);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Məlumatlarınız yükləndi' }),
    ).toBeVisible();
    await expectAccessible(visitor);

    // The link a second time: used up, said in the page's language, with the way to a new one.
    const again = await elsewhere.newPage();
    await again.goto(mail.link);
    await expect(
      again.getByRole('heading', {
        level: 1,
        name: 'Bu keçid artıq istifadə olunub və ya vaxtı keçib',
      }),
    ).toBeVisible();
    await expect(again.getByRole('link', { name: 'Yeni arxiv istə' })).toHaveAttribute(
      'href',
      '/az/preferences',
    );
    await expectAccessible(again);
  } finally {
    await elsewhere.close();
  }
});
