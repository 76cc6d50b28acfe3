import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import type { PendingMessage } from '../lib/pending';
import { PendingItem } from './pending-item';

const base = {
  clientId: 'c-1',
  matchId: 'm-1',
  createdAt: new Date().toISOString(),
  status: 'failed' as const,
};

function renderPending(message: PendingMessage) {
  const onRetry = vi.fn();
  const onDiscard = vi.fn();
  renderWithProviders(
    <ol>
      <PendingItem message={message} onRetry={onRetry} onDiscard={onDiscard} />
    </ol>,
  );
  return { onRetry, onDiscard, alert: screen.getByRole('alert') };
}

describe('a message that could not be sent (decision 016)', () => {
  it('keeps the text with its reason, Try again and Remove', async () => {
    const user = userEvent.setup();
    const { onRetry, onDiscard, alert } = renderPending({
      ...base,
      kind: 'text',
      text: 'Salam!',
      error: 'errors.MESSAGE_NOT_SENT',
    });
    expect(screen.getByText('Salam!')).toBeDefined();
    expect(alert.textContent).toContain('The message could not be sent');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await user.click(within(alert).getByRole('button', { name: 'Remove' }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });

  it('a text refused because the partner accepts verified members only says so (issue 23)', () => {
    const { alert } = renderPending({
      ...base,
      kind: 'text',
      text: 'Salam!',
      error: 'errors.RECIPIENT_REQUIRES_VERIFIED',
    });
    expect(alert.textContent).toContain(
      'This member accepts likes and messages only from verified members. Verify your profile to reach them.',
    );
  });

  it("a file says 'File upload error' with the server's reason, or alone without one", () => {
    const file = new File(['x'], 'passport.pdf', { type: 'application/pdf' });
    const fileMessage = { ...base, kind: 'file' as const, file, progress: 0, cancel: vi.fn() };
    const { alert } = renderPending({ ...fileMessage, error: 'errors.PAYLOAD_TOO_LARGE' });
    expect(alert.textContent).toContain('File upload error: The file is too large.');
    expect(screen.getByText('passport.pdf')).toBeDefined();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('a file that failed without a reason says only that the upload failed', () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    const { alert } = renderPending({ ...base, kind: 'file', file, progress: 0, cancel: vi.fn() });
    expect(alert.textContent).toContain('File upload error');
    expect(alert.textContent).not.toContain('could not be sent');
  });
});
