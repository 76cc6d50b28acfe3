import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { origin } from '../fixtures/accounts';
import { withFakeCamera } from '../fixtures/camera';
import { uniqueSelfie } from '../fixtures/images';
import { asAdmin, openChatBetween, twoApprovedMembers } from '../fixtures/members';
import { expectAccessible } from './axe';

// The new check only starts here (nothing is sent), so Chromium's own test picture will do.
const test = withFakeCamera();

const REASON = 'Your photos look like someone else';

/** A check sent through the API with a picture of its own; answers the try's id. */
async function sendSelfie(request: APIRequestContext): Promise<string> {
  const headers = { Origin: origin() };
  const started = await request.post('/api/verification', { headers });
  expect(started.status(), await started.text()).toBe(200);
  const sent = await request.put('/api/verification/selfie', {
    multipart: {
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await uniqueSelfie() },
    },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { selfieUrl } = (await sent.json()) as { selfieUrl: string };
  return selfieUrl.split('/').at(-1)!;
}

const ticks = (page: Page) => page.getByRole('main').getByRole('img', { name: 'Verified' });

test.describe('a verified member asked to verify again (issue 34, item 3)', () => {
  test('the partner stops seeing her tick; the member reads why, can start a new check at once and appeal', async ({
    browser,
    playwright,
  }) => {
    test.slow();
    const [aysel, elvin] = await twoApprovedMembers(browser, playwright, 'verify-required');
    await openChatBetween(aysel, elvin);
    const tryId = await sendSelfie(aysel.page.request);
    await asAdmin(playwright, async (admin) => {
      const approved = await admin.post(`/api/admin/verifications/${tryId}/approve`);
      expect(approved.status(), await approved.text()).toBe(204);
    });
    await elvin.page.goto(`/profile/${aysel.id}`);
    await expect(ticks(elvin.page)).toHaveCount(1);

    // Elvin reports her; a moderator asks her to verify again.
    const report = await elvin.page.request.post('/api/reports', {
      data: { userId: aysel.id, reason: 'fake_profile' },
      headers: { Origin: origin() },
    });
    expect(report.status(), await report.text()).toBe(201);
    const { reportId } = (await report.json()) as { reportId: string };
    await asAdmin(playwright, async (admin) => {
      const decided = await admin.post(`/api/admin/reports/${reportId}/decision`, {
        data: { decision: 'require_verification', reason: REASON },
      });
      expect(decided.status(), await decided.text()).toBe(200);
    });

    // The tick is gone for Elvin at once: while the request holds she answers to him as a
    // member who does not exist (decision 039), so no profile, card or chat shows it.
    await elvin.page.reload();
    await expect(elvin.page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await expect(ticks(elvin.page)).toHaveCount(0);
    await elvin.page.goto('/messages');
    await expect(elvin.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(elvin.page.getByRole('button', { name: /^Aysel/ })).toHaveCount(0);

    // She reads the reason and can start again at once.
    await aysel.page.goto('/verification');
    await expect(
      aysel.page.getByText('A moderator asked you to verify', { exact: true }),
    ).toBeVisible();
    const request = aysel.page.getByRole('region', { name: 'Request from a moderator' });
    await expect(request.getByText(REASON)).toBeVisible();
    await expectAccessible(aysel.page);

    // One appeal, read by a moderator.
    await request.getByLabel('Your appeal').fill('It is really me in the photos');
    await request.getByRole('button', { name: 'Send appeal' }).click();
    await expect(request.getByRole('status')).toHaveText(
      'Your appeal was sent. A moderator will review it; you can still verify meanwhile.',
    );
    await expect(request.getByLabel('Your appeal')).toHaveCount(0);

    await aysel.page.getByRole('button', { name: 'Verify again' }).click();
    await expect(aysel.page.getByRole('heading', { name: 'Take this pose' })).toBeVisible();

    await asAdmin(playwright, async (admin) => {
      const appeals = (await (await admin.get('/api/admin/appeals')).json()) as {
        items: { member: { id: string }; sanction: { kind: string }; text: string }[];
      };
      const hers = appeals.items.find((item) => item.member.id === aysel.id);
      expect(hers).toMatchObject({
        sanction: { kind: 'require_verification' },
        text: 'It is really me in the photos',
      });
    });
  });
});
