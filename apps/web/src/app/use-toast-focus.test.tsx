import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastFocus } from './use-toast-focus';

// The web tests share their workers' modules, sonner's toast list among them: a toast another
// file's code raises late would show here too, and take the Tab. This toaster shows its own only.
const TOASTER = 'toast-focus-test';

function Page() {
  const focus = useToastFocus();
  return (
    <>
      <button type="button">Send</button>
      <div {...focus}>
        <Toaster
          id={TOASTER}
          closeButton
          toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
        />
      </div>
    </>
  );
}

afterEach(() => act(() => toast.dismiss()));

async function showToastFromSend() {
  const user = userEvent.setup();
  render(<Page />);
  act(() => void toast('Saved', { toasterId: TOASTER }));
  await screen.findByRole('button', { name: 'Close notification' });
  screen.getByRole('button', { name: 'Send' }).focus();
  await user.tab();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close notification' }));
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
