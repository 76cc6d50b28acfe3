import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import az from '@vusal/shared/i18n/az.json';
import { describe, expect, it } from 'vitest';
import { renderAt, visibleText } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { adminUser } from '../../../test/admin-users';
import { stubApi } from '../../../test/stub-api';

const me = sessionUser({ role: 'admin', profileStatus: 'approved', email: 'admin@vusal.az' });

const self = adminUser({
  userId: me.id,
  fullName: 'Admin Baş',
  email: me.email,
  role: 'admin',
  isAdminEmail: true,
});
const mainAdmin = adminUser({
  userId: '00000000-0000-4000-8000-000000000003',
  fullName: 'Əsas Admin',
  role: 'admin',
  isAdminEmail: true,
});
const otherAdmin = adminUser({
  userId: '00000000-0000-4000-8000-000000000002',
  fullName: 'Rəşad Əliyev',
  role: 'admin',
});
const member = adminUser({});

const removeNamed = (name: string) => `${az.admin.actions.removeAdmin}: ${name}`;

describe('removing an admin from the users list (issue 7 B6)', () => {
  it('offers it for other admins only, asks first, then takes the role back', async () => {
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/admin/users': () => ({
        body: {
          items: [self, mainAdmin, otherAdmin, member],
          nextCursor: null,
          total: { count: 4, isCapped: false },
        },
      }),
      [`POST /api/admin/users/${otherAdmin.userId}/remove-admin`]: () => ({
        body: { ...otherAdmin, role: 'user' },
      }),
    });
    await renderAt('/az/admin');
    await screen.findAllByText(otherAdmin.fullName);

    const named = [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    // The table and the stacked cards each offer it once, for the other admin only.
    expect(named.filter((name) => name === removeNamed(otherAdmin.fullName))).toHaveLength(2);
    for (const person of [self, mainAdmin, member]) {
      expect(named).not.toContain(removeNamed(person.fullName));
    }

    // The table and the phone's cards both offer it; the first is the table's.
    const [removeButton] = screen.getAllByRole('button', {
      name: removeNamed(otherAdmin.fullName),
    });
    await userEvent.click(removeButton!);
    const dialog = screen.getByRole('alertdialog');
    expect(visibleText(dialog)).toContain(
      az.admin.confirm.removeAdmin.title.replace('{{name}}', otherAdmin.fullName),
    );
    expect(calls.some((call) => call.route.endsWith('/remove-admin'))).toBe(false);

    await userEvent.click(
      within(dialog).getByRole('button', { name: az.admin.confirm.removeAdmin.confirm }),
    );
    await waitFor(() =>
      expect(calls.map((call) => call.route)).toContain(
        `POST /api/admin/users/${otherAdmin.userId}/remove-admin`,
      ),
    );
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
  });
});

describe('what a profile lacks, at a glance (decision 037)', () => {
  it('shows the main photo as a thumbnail, and flags a missing photo or bio', async () => {
    const withPhoto = adminUser({
      userId: '00000000-0000-4000-8000-000000000011',
      fullName: 'Leyla Həsənova',
      photoUrl: '/api/photos/opaque-token-abc',
    });
    const bare = adminUser({
      userId: '00000000-0000-4000-8000-000000000012',
      fullName: 'Rauf Məmmədov',
      hasBio: false,
    });
    stubApi({
      ...signedInAs(me),
      'GET /api/admin/users': () => ({
        body: { items: [withPhoto, bare], nextCursor: null, total: { count: 2, isCapped: false } },
      }),
    });
    await renderAt('/az/admin');
    await screen.findAllByText(bare.fullName);
    const [thumb] = screen.getAllByRole('img', {
      name: az.admin.users.photoOf.replace('{{name}}', withPhoto.fullName),
    });
    expect(thumb!.getAttribute('src')).toBe(`${withPhoto.photoUrl}?size=small`);
    const bareRow = screen
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(bare.fullName))!;
    expect(within(bareRow).getByText(az.admin.users.noPhoto)).toBeTruthy();
    expect(within(bareRow).getByText(az.admin.users.noBio)).toBeTruthy();
    const photoRow = screen
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(withPhoto.fullName))!;
    expect(within(photoRow).queryByText(az.admin.users.noPhoto)).toBeNull();
  });
});
