import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ownProfile } from '../../../test/profiles';
import { renderWithProviders } from '../../../test/providers';
import { EditorForm } from './editor-form';

describe('the editor’s family and marriage card (issue 39)', () => {
  it('starts from the stored answers and sends only what changed', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ profile: ownProfile() }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const onSaved = vi.fn();
    const profile = ownProfile({
      managedBy: 'self',
      marriageDetails: {
        religiousPractice: 'moderately',
        nikahExpectation: null,
        familyRegion: null,
      },
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<EditorForm profile={profile} onSaved={onSaved} />, {
      path: '/edit-profile',
    });

    expect(screen.getByRole('heading', { name: 'Family and marriage' })).toBeTruthy();
    expect((screen.getByLabelText('Myself') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Religious practice') as HTMLSelectElement).value).toBe(
      'moderately',
    );

    await user.click(screen.getByLabelText('My parent'));
    await user.selectOptions(screen.getByLabelText('Region your family comes from'), 'karabakh');
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls).toEqual([{ managedBy: 'parent', familyRegion: 'karabakh' }]);
  });
});
