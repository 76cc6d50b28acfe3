import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import en from '@vusal/shared/i18n/en.json' with { type: 'json' };
import { origin, uniqueSurname } from '../fixtures/accounts';
import {
  approveMembers,
  contextOptions,
  createSignedInMember,
  grantRole,
  signInAsAdmin,
} from '../fixtures/members';
import { uniqueSelfie } from '../fixtures/images';
import { expectAccessible } from './axe';

const portrait = readFileSync(new URL('../fixtures/files/portrait.jpg', import.meta.url));

type Sent = { pose: keyof typeof en.verification.poses; code: string };

/** What a member does through the API: a main photo, approval, a try, and a selfie sent. */
async function memberWithSelfie(
  request: APIRequestContext,
  playwright: Parameters<typeof approveMembers>[0],
  name: { firstName: string; lastName: string },
): Promise<Sent> {
  const member = await createSignedInMember(request, { label: 'selfie', ...name });
  const headers = { Origin: origin() };
  const photo = await request.post('/api/profiles/me/photos', {
    multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: portrait } },
    headers,
  });
  expect(photo.status(), await photo.text()).toBe(201);
  await approveMembers(playwright, [member]);
  const started = await request.post('/api/verification', { headers });
  expect(started.status(), await started.text()).toBe(200);
  const selfie = await request.put('/api/verification/selfie', {
    multipart: {
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await uniqueSelfie() },
    },
    headers,
  });
  expect(selfie.status(), await selfie.text()).toBe(200);
  const state = (await selfie.json()) as Sent & { status: string };
  expect(state.status).toBe('waiting');
  return { pose: state.pose, code: state.code };
}

const entryOf = (page: Page, name: string) =>
  page.getByRole('list', { name: /^Selfies waiting/ }).getByRole('listitem', { name });

test.describe('the verification queue (issue 23, item 2)', () => {
  test('a moderator approves one selfie and rejects another with a reason; both are audited', async ({
    page,
    browser,
    playwright,
  }) => {
    // Three members, an admin and two browsers: more than the default budget on a busy machine.
    test.slow();
    const lastName = uniqueSurname('Selfie');
    const first = { firstName: 'Leyla', lastName };
    const second = { firstName: 'Nigar', lastName };
    const leylaContext = await browser.newContext(contextOptions());
    const nigarContext = await browser.newContext(contextOptions());
    const adminContext = await browser.newContext(contextOptions());
    try {
      const leyla = await memberWithSelfie(leylaContext.request, playwright, first);
      await memberWithSelfie(nigarContext.request, playwright, second);
      const moderator = await createSignedInMember(page.request, {
        label: 'selfie-moderator',
        firstName: 'Kamran',
        lastName: 'Moderator',
        gender: 'male',
      });
      await approveMembers(playwright, [moderator]);
      await grantRole(playwright, moderator, 'moderator');
      // The admin's own browser, to read the audit log at the end.
      await signInAsAdmin(adminContext.request);

      // The moderator's first tab: the selfie beside the photo, the pose in words and the code.
      await page.goto('/admin');
      await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const leylaName = `Leyla ${lastName}`;
      const leylaEntry = entryOf(page, leylaName);
      await expect(leylaEntry.getByText(en.verification.poses[leyla.pose])).toBeVisible();
      await expect(leylaEntry.getByText(leyla.code, { exact: true })).toBeVisible();
      await expect(
        leylaEntry.getByRole('img', { name: `Verification selfie of ${leylaName}` }),
      ).toBeVisible();
      await expect(
        leylaEntry.getByRole('img', { name: `Profile photo of ${leylaName}` }),
      ).toBeVisible();
      await expect(leylaEntry.getByText(/^Sent /)).toBeVisible();
      await expectAccessible(page);

      // Approve asks first; the entry leaves the queue.
      await leylaEntry.getByRole('button', { name: `Approve the selfie of ${leylaName}` }).click();
      const approve = page.getByRole('alertdialog', {
        name: `Approve the selfie of ${leylaName}?`,
      });
      await expect(approve).toBeVisible();
      await expectAccessible(page);
      await approve.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('Member verified')).toBeVisible();
      await expect(leylaEntry).toHaveCount(0);

      // Reject, by keyboard: a reason from the list and a note.
      const nigarName = `Nigar ${lastName}`;
      const nigarEntry = entryOf(page, nigarName);
      await nigarEntry.getByRole('button', { name: `Reject the selfie of ${nigarName}` }).focus();
      await page.keyboard.press('Enter');
      const reject = page.getByRole('alertdialog', { name: `Reject the selfie of ${nigarName}?` });
      await reject.getByRole('button', { name: 'Reject' }).click();
      await expect(reject.getByText('Please choose one of the options.')).toBeVisible();
      await reject.getByRole('radio', { name: 'A photo of a screen or a print' }).check();
      await reject.getByLabel('Note for the member (optional)').fill('Take the selfie yourself');
      await expectAccessible(page);
      await reject.getByRole('button', { name: 'Reject' }).click();
      await expect(page.getByText('Selfie rejected')).toBeVisible();
      await expect(nigarEntry).toHaveCount(0);

      // What the members see, and what the audit log says.
      const leylaState = await (await leylaContext.request.get('/api/verification')).json();
      expect(leylaState).toMatchObject({ status: 'verified' });
      const nigarState = await (await nigarContext.request.get('/api/verification')).json();
      expect(nigarState).toMatchObject({
        status: 'rejected',
        rejectReason: 'screen_or_print',
        note: 'Take the selfie yourself',
      });
      const audit = await adminContext.newPage();
      await audit.goto('/admin?tab=audit');
      const rows = audit.getByRole('table', { name: /^Audit log/ }).getByRole('row');
      // Each decision's row names the moderator, the action and the member.
      const decided = (name: string, action: string) =>
        rows.filter({ hasText: name }).filter({ hasText: action });
      await expect(decided(leylaName, 'Verified a member')).toContainText('Kamran Moderator');
      await expect(decided(nigarName, 'Did not accept a verification selfie')).toContainText(
        'Kamran Moderator',
      );
    } finally {
      await Promise.all(
        [leylaContext, nigarContext, adminContext].map((context) => context.close()),
      );
    }
  });

  test('in admin preview the tab shows a sample selfie, and deciding it sends nothing', async ({
    page,
  }) => {
    await signInAsAdmin(page.request);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('verification')) sent.push(request.url());
    });

    await page.goto('/admin?tab=verifications&admin=true');
    const sample = entryOf(page, 'Leyla Hüseynova');
    await expect(sample.getByText(en.verification.poses.hand_forehead)).toBeVisible();
    await expectAccessible(page);
    await sample.getByRole('button', { name: 'Approve the selfie of Leyla Hüseynova' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Saved (simulated)')).toBeVisible();
    await expect(sample).toBeVisible();
    expect(sent).toEqual([]);
  });
});
