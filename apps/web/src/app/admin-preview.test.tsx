import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MODE_STORAGE_KEY } from '../lib/admin-mode';
import { publishPreview } from '../lib/preview/preview-state';
import { toast } from '../lib/toast';
import { badgeCounts } from '../test/badges';
import { renderAt, visibleText, waitForText } from '../test/render';
import { sessionUser, signedInAs } from '../test/session';
import { stubApi } from '../test/stub-api';

// Admin preview mode lives under the screens (issue 21): these pages run their ordinary code,
// and the API client, the socket and the query cache answer from the sample data. The socket
// must never be opened: any call of `io` is recorded. Outside preview (an admin's own dashboard)
// the page does connect: it gets a socket that never connects.
const io = vi.fn(() => ({ connected: false, on: vi.fn(), off: vi.fn(), disconnect: vi.fn() }));
vi.mock('socket.io-client', () => ({ io }));

const SLOW = { timeout: 15_000 };

afterEach(() => {
  vi.restoreAllMocks();
  io.mockClear();
  window.localStorage.removeItem(ADMIN_MODE_STORAGE_KEY);
  publishPreview(null);
});

const admin = sessionUser({ role: 'admin', profileStatus: 'approved' });
/** The only call a preview page makes: who is signed in (it says who may preview). */
const onlySession = () => stubApi(signedInAs(admin));

function press(key: string) {
  return act(async () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

const statusText = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="status"]')].map(visibleText).join(' | ');

describe('admin preview mode, below the screens', () => {
  it('gives an admin the panel link, the preview list and the switch on the dashboard', async () => {
    stubApi({
      ...signedInAs({ ...admin, profileStatus: 'none' }),
      'GET /api/badges': () => ({ body: badgeCounts() }),
    });
    const { container } = await renderAt('/dashboard');
    await within(container).findByText('Registration preview', {}, SLOW);
    const hrefs = [...container.querySelectorAll('main a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toContain('/admin');
    expect(hrefs).toContain('/auth?signup=true&admin=true');
    expect(hrefs).toContain('/dashboard?sample=rejected&admin=true');
    expect(container.querySelector('[aria-pressed="false"]')?.textContent).toContain('Admin mode');
  });

  it('walks the sample profiles on browse: like and pass are simulated, nothing is sent', async () => {
    const calls = onlySession();
    const { container } = await renderAt('/browse?admin=true');
    await waitForText(container, 'Leyla Hüseynova');
    expect(visibleText(container)).toContain('1 / 3');

    // The mutation layer simulates the like with the spec's text, and the card still advances.
    await press('ArrowRight');
    await waitFor(() => expect(statusText(container)).toContain('Profile 2 of 3'));
    const toasts = await screen.findByRole('region', { name: 'Notifications' }, SLOW);
    expect(
      await within(toasts).findByText('Admin preview: nothing was sent', {}, SLOW),
    ).toBeDefined();
    await press('ArrowLeft');
    await waitFor(() => expect(statusText(container)).toContain('Profile 3 of 3'));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(visibleText(container)).toContain('You have seen everyone for now'));

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(statusText(container)).toContain('Profile 1 of 3'));
    // Only the admin's own settings are read (for "Verified only", issue 37); no sample is.
    expect([...new Set(calls.map((call) => call.route))]).toEqual([
      'GET /api/auth/session',
      'GET /api/preferences',
    ]);
  });

  it('shows the sample profiles on explore and asks the server for nothing', async () => {
    const calls = onlySession();
    const { container } = await renderAt('/az/explore?admin=true');
    await waitForText(container, 'Leyla Hüseynova');
    expect(visibleText(container)).toContain('Nigar Əliyeva');
    expect(visibleText(container)).toContain('Günay Rəhimova');
    expect(calls.map((call) => call.route)).toEqual(['GET /api/auth/session']);
  });

  it('shows the two sample likes and the sample match, and marks nothing viewed', async () => {
    const calls = onlySession();
    const { container } = await renderAt('/likes-and-matches?admin=true');
    await waitForText(container, 'Leyla Hüseynova');
    expect(visibleText(container)).toContain('Nigar Əliyeva');
    await userEvent.click(screen.getByRole('tab', { name: /Matches/ }));
    await waitForText(container, 'Günay Rəhimova');
    expect(calls.map((call) => call.route)).toEqual(['GET /api/auth/session']);
  });

  it('shows the sample chat, shows a sent text as sent, and never opens the socket', async () => {
    const calls = onlySession();
    const user = userEvent.setup();
    await renderAt('/az/messages?admin=true');
    const chats = await screen.findByRole('list', { name: 'Söhbətlər' }, SLOW);
    await user.click(within(chats).getByRole('button', { name: /^Günay Rəhimova/ }));
    const thread = await screen.findByRole('region', { name: /Günay Rəhimova/ });
    expect(await within(thread).findByText('Nə gözəl! Bəs siz nə ilə məşğulsunuz?')).toBeDefined();

    await user.type(within(thread).getByRole('textbox'), 'Salam, Günay!{Enter}');
    expect(await within(thread).findByText('Salam, Günay!')).toBeDefined();
    await waitFor(() => expect(within(thread).getByLabelText('Göndərildi')).toBeDefined());
    expect(calls.map((call) => call.route)).toEqual(['GET /api/auth/session']);
    expect(io).not.toHaveBeenCalled();
  });

  it('shows the pending screen of a profile an admin asked to change, from a sample: reasons and note, nothing asked', async () => {
    const calls = onlySession();
    const success = vi.spyOn(toast, 'success');
    const { container, unmount } = await renderAt('/az/dashboard?sample=rejected&admin=true');
    const notice = await screen.findByRole(
      'region',
      { name: 'Təsdiqdən əvvəl profilinizdə dəyişiklik lazımdır' },
      SLOW,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profil təsdiq gözləyir');
    expect(within(notice).getAllByRole('listitem').map(visibleText)).toEqual([
      'Şəkildə üzünüz aydın görünmür: üzünüzün yaxşı göründüyü şəkil əlavə edin.',
      'Mətndə əlaqə məlumatları var: telefon nömrəsini, ünvanları və istifadəçi adlarını silin.',
    ]);
    expect(visibleText(notice)).toContain('Telefon nömrəsi "Haqqımda" mətnindədir.');
    expect(visibleText(container)).not.toContain('Salam,');
    unmount();
    // The sample watches for no approval: leaving it greets nobody as approved.
    expect(success).not.toHaveBeenCalled();
    expect(calls.map((call) => call.route)).toEqual(['GET /api/auth/session']);
  });

  it('shows a sample selfie in the verification queue; approving and rejecting send nothing', async () => {
    const calls = onlySession();
    const user = userEvent.setup();
    await renderAt('/admin?tab=verifications&admin=true');
    const sample = await screen.findByRole('listitem', { name: 'Leyla Hüseynova' }, SLOW);
    expect(within(sample).getByText('Hand on your forehead')).toBeDefined();
    expect(within(sample).getByRole('img', { name: /^Verification selfie/ })).toBeDefined();

    await user.click(within(sample).getByRole('button', { name: /^Approve the selfie/ }));
    const approve = await screen.findByRole('alertdialog');
    await user.click(within(approve).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(within(sample).getByRole('button', { name: /^Reject the selfie/ }));
    const reject = await screen.findByRole('alertdialog');
    await user.click(within(reject).getByRole('radio', { name: 'Face not visible' }));
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const toasts = await screen.findByRole('region', { name: 'Notifications' }, SLOW);
    expect(await within(toasts).findAllByText('Saved (simulated)', {}, SLOW)).not.toEqual([]);
    expect(calls.map((call) => call.route)).toEqual(['GET /api/auth/session']);
  });
});
