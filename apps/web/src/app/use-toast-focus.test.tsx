import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showToast } from '../lib/toast-store';
import { renderWithProviders } from '../test/providers';
import Toaster from './toaster';

function Page() {
  return (
    <>
      <button type="button">Send</button>
      <Toaster />
    </>
  );
}

async function showToastFromSend() {
  const user = userEvent.setup();
  renderWithProviders(<Page />);
  act(() => showToast('message', 'Saved'));
  const close = screen.getByRole('button', { name: 'Close notification' });
  screen.getByRole('button', { name: 'Send' }).focus();
  // Past Send, the toast itself, then its Close.
  await user.tab();
  await user.tab();
  expect(document.activeElement).toBe(close);
  return { user };
}

describe('focus around the toasts', () => {
  it('lets a Tab past the last toast go on, not back to where the focus came from', async () => {
    const { user } = await showToastFromSend();
    await user.tab();
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Send' }));
  });

  it('gives the focus back to where it came from when the toast holding it closes', async () => {
    const { user } = await showToastFromSend();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' })),
    );
  });
});
