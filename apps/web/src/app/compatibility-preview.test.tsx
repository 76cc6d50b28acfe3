import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MODE_STORAGE_KEY } from '../lib/admin-mode';
import { publishPreview } from '../lib/preview/preview-state';
import { renderAt } from '../test/render';
import { sessionUser, signedInAs } from '../test/session';
import { stubApi } from '../test/stub-api';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));
vi.setConfig({ testTimeout: 40_000 });
const SLOW = { timeout: 15_000 };

afterEach(() => {
  window.localStorage.removeItem(ADMIN_MODE_STORAGE_KEY);
  publishPreview(null);
});

const admin = sessionUser({ role: 'admin', profileStatus: 'approved' });

// Issue 27, item 6: the questions in admin preview open with sample answers and show sample
// scores with their reasons; answering moves on and sends nothing.
describe('the compatibility questions in admin preview', () => {
  it('show sample scores with reasons, answer from samples, and save nothing', async () => {
    const calls = stubApi(signedInAs(admin));
    const user = userEvent.setup();
    await renderAt('/questions?admin=true');

    const scores = await screen.findByRole('region', { name: 'Sample scores' }, SLOW);
    const card = (name: string) => within(scores).getByText(name).closest('li') as HTMLElement;
    expect(within(card('Leyla Hüseynova')).getByText('90 % match')).toBeTruthy();
    expect(
      within(card('Leyla Hüseynova')).getByText(
        'You agree on habits, children, and living with parents',
      ),
    ).toBeTruthy();
    expect(within(card('Nigar Əliyeva')).getByText('43 % match')).toBeTruthy();
    expect(within(card('Nigar Əliyeva')).getByText('You differ on relocation')).toBeTruthy();
    expect(
      within(card('Günay Rəhimova')).getByText('Too few shared answers for a percentage'),
    ).toBeTruthy();

    // The sample answers cover neither question 1 nor 2, so the flow starts there.
    expect(screen.getByText('Question 1 of 40')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Very important' }));
    await user.click(screen.getByRole('checkbox', { name: 'Very important' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Question 2 of 40', {}, SLOW);
    // The first toast loads the toast library: a move made meanwhile waits for it (on a busy
    // machine, for seconds), so the test lets it arrive before skipping.
    await screen.findByText('Saved (simulated)', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByText('Question 3 of 40', {}, SLOW);

    // Only who is signed in was asked: the answers came from the samples, nothing was written.
    await waitFor(() => expect(calls.map((call) => call.route)).toEqual(['GET /api/auth/session']));
  });

  it('open a question with the sample answer saved', async () => {
    stubApi(signedInAs(admin));
    await renderAt('/questions?admin=true&question=12');
    await screen.findByText('Question 12 of 40', {}, SLOW);
    const own = screen.getByRole('group', { name: 'Your answer' });
    expect(within(own).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    const importance = screen.getByRole('group', { name: 'How much it matters to you' });
    expect(within(importance).getByRole<HTMLInputElement>('radio', { name: 'Very' }).checked).toBe(
      true,
    );
  });
});
