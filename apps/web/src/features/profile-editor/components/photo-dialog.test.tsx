import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { PhotoDialog } from './photo-dialog';

const button = (name: string) => screen.queryByRole('button', { name });

describe('the photo dialog', () => {
  it('is a labelled, described modal whose save waits for a valid photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<PhotoDialog isOpen photoUrl={null} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Profile photo' });
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent,
    ).toContain('Your face must be clearly visible');
    expect(button('Save')).toHaveProperty('disabled', true);
    // No photo yet: nothing to remove.
    expect(button('Remove photo')).toBeNull();

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
        'File errorOnly JPG and PNG formats are accepted',
      ),
    );
    expect(button('Save')).toHaveProperty('disabled', true);

    await user.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')).toBeNull());
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('Preview of your new photo');
    expect(button('Save')).toHaveProperty('disabled', false);
  });

  it('says so when the camera cannot be opened', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PhotoDialog isOpen photoUrl="/api/photos/p?v=1" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Profile photo' });
    await user.click(button('Use the camera')!);
    await waitFor(() =>
      expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
        'Camera errorCould not access the camera',
      ),
    );
    expect(button('Remove photo')).not.toBeNull();
  });
});
