import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/providers';
import { ReportDialog } from './report-dialog';

describe('the report dialog (issue 24)', () => {
  it('asks for a category, then for a confirmation, before it sends anything', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <ReportDialog
        isOpen
        onOpenChange={() => {}}
        name="Aysel"
        isAboutMessage
        isBusy={false}
        onSubmit={onSubmit}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report Aysel' });
    // Modal, and says so: the page behind is out of reach (issue 37).
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('this message');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose what is wrong.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Scam or money request' }));
    await user.type(screen.getByRole('textbox'), '  Asked for 200 AZN  ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain('Send this report?');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Scam or money request' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      reason: 'scam',
      note: 'Asked for 200 AZN',
    });
  });
});
