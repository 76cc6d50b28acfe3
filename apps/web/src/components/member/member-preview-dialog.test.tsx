import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { profilePreview } from '../../test/profiles';
import { renderWithProviders } from '../../test/providers';
import { MemberPreviewDialog, type PreviewedMember } from './member-preview-dialog';

function Opener({ onLike }: { onLike: () => void }) {
  const [member, setMember] = useState<PreviewedMember | null>(null);
  return (
    <>
      <button onClick={() => setMember(profilePreview())}>Preview</button>
      <MemberPreviewDialog
        member={member}
        onClose={() => setMember(null)}
        likeState="idle"
        onLike={onLike}
        onSuperlike={() => {}}
        footer={<p>Full profile after a match</p>}
      />
    </>
  );
}

describe('the member preview dialog (explore and the likes list)', () => {
  it('is named by the member, described by age and place, and offers Like first', async () => {
    const user = userEvent.setup();
    const onLike = vi.fn();
    renderWithProviders(<Opener onLike={onLike} />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const dialog = await screen.findByRole('dialog', { name: 'Elvin Quliyev' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      '34 years old · Ganja',
    );
    expect(dialog.textContent).toContain('Engineer, hiker, tea lover.');
    expect(dialog.textContent).toContain('Full profile after a match');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Like'));
    await user.keyboard('{Enter}');
    expect(onLike).toHaveBeenCalledOnce();
  });

  it('closes on Escape and gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener onLike={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Preview' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Elvin Quliyev' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
