import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPreferences } from '@vusal/shared/schemas/preferences';
import type { FamilyGuardian } from '@vusal/shared/schemas/family';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const settings = {
  ...signedInAs(sessionUser({ profileStatus: 'approved' })),
  'GET /api/blocks': () => ({ body: { items: [] } }),
  'GET /api/preferences': () => ({ body: defaultPreferences }),
  'GET /api/account/export': () => ({ body: { export: null } }),
};

const invited = (overrides: Partial<FamilyGuardian> = {}): FamilyGuardian => ({
  id: '00000000-0000-4000-8000-00000000000a',
  status: 'invited',
  email: 'mother@example.az',
  relation: 'mother',
  guardianName: null,
  inviteExpiresAt: '2030-01-08T10:00:00.000Z',
  createdAt: '2030-01-01T10:00:00.000Z',
  acceptedAt: null,
  sharingRequired: false,
  seesMatches: false,
  seesNewMatches: false,
  readsChats: false,
  editsProfile: false,
  ...overrides,
});

describe('the Family section of the settings (issue 39)', () => {
  it('invites a relative, then shows the invitation and its scopes', async () => {
    let state: FamilyGuardian | null = null;
    const calls = stubApi({
      ...settings,
      'GET /api/family/guardian': () => ({ body: { guardian: state } }),
      'POST /api/family/guardian': (body) => {
        state = invited({ email: (body as { email: string }).email });
        return { status: 201, body: state };
      },
    });
    await renderAt('/preferences');
    const section = await screen.findByRole('region', { name: 'Family' });
    await userEvent.type(
      await within(section).findByLabelText(/Their e-mail address/),
      'mother@example.az',
    );
    await userEvent.selectOptions(within(section).getByLabelText(/Who are they to you/), 'mother');
    await userEvent.click(within(section).getByRole('button', { name: 'Send the invitation' }));

    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toContain(
        'Invitation sent to mother@example.az (Mother).',
      ),
    );
    expect(calls.find((call) => call.route === 'POST /api/family/guardian')?.body).toEqual({
      email: 'mother@example.az',
      relation: 'mother',
    });
    expect(within(section).getByRole('switch', { name: 'My matches' })).toBeTruthy();
  });

  it('shows a refused address next to the field', async () => {
    stubApi({
      ...settings,
      'GET /api/family/guardian': () => ({ body: { guardian: null } }),
      'POST /api/family/guardian': () => ({
        status: 409,
        body: {
          error: {
            code: 'GUARDIAN_IS_MEMBER',
            message: 'errors.GUARDIAN_IS_MEMBER',
            requestId: 'r',
          },
        },
      }),
    });
    await renderAt('/preferences');
    const section = await screen.findByRole('region', { name: 'Family' });
    const email = await within(section).findByLabelText(/Their e-mail address/);
    await userEvent.type(email, 'member@example.az');
    await userEvent.selectOptions(within(section).getByLabelText(/Who are they to you/), 'father');
    await userEvent.click(within(section).getByRole('button', { name: 'Send the invitation' }));
    await within(section).findByText(/This address belongs to a member account/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('turns a scope on and ends the guardianship after asking', async () => {
    let state: FamilyGuardian | null = invited({
      status: 'active',
      guardianName: 'Leyla',
      inviteExpiresAt: null,
      acceptedAt: '2030-01-02T10:00:00.000Z',
    });
    const calls = stubApi({
      ...settings,
      'GET /api/family/guardian': () => ({ body: { guardian: state } }),
      'PATCH /api/family/guardian': (body) => {
        state = { ...state!, ...(body as object) };
        return { body: state };
      },
      'DELETE /api/family/guardian': () => {
        state = null;
        return { status: 204 };
      },
    });
    await renderAt('/preferences');
    const section = await screen.findByRole('region', { name: 'Family' });
    await within(section).findByText('Leyla (Mother) is your guardian.');
    const matches = within(section).getByRole<HTMLInputElement>('switch', { name: 'My matches' });
    await userEvent.click(matches);
    await waitFor(() => expect(matches.checked).toBe(true));
    expect(calls.find((call) => call.route === 'PATCH /api/family/guardian')?.body).toEqual({
      seesMatches: true,
    });

    await userEvent.click(within(section).getByRole('button', { name: 'End' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End the guardianship?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    await within(section).findByRole('button', { name: 'Send the invitation' });
  });
});
