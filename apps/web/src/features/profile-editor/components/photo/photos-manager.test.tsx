import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/providers';
import { stubApi } from '../../../../test/stub-api';
import { PhotosManager } from './photos-manager';

const photo = (id: string, state: 'approved' | 'pending') => ({
  id,
  url: `/api/photos/token-${id}`,
  state,
});
const a = '10000000-0000-4000-8000-00000000000a';
const b = '10000000-0000-4000-8000-00000000000b';
const c = '10000000-0000-4000-8000-00000000000c';
const set = { photos: [photo(a, 'approved'), photo(b, 'approved'), photo(c, 'pending')] };

describe('the photos of the profile editor (decision 037)', () => {
  it('lists the photos in order, marks a waiting one, and moves, promotes and deletes by buttons', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/profiles/me/photos': () => ({ body: set }),
      'GET /api/profiles/me': () => ({ status: 404, body: { error: { code: 'NOT_FOUND' } } }),
      'PUT /api/profiles/me/photos/order': () => ({ body: set }),
      [`POST /api/profiles/me/photos/${c}/main`]: () => ({ body: set }),
      [`DELETE /api/profiles/me/photos/${b}`]: () => ({ body: set }),
    });
    renderWithProviders(<PhotosManager />);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Main photo')).toBeTruthy();
    expect(within(items[2]!).getByText('Waiting for review')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        route: 'PUT /api/profiles/me/photos/order',
        body: { ids: [b, a, c] },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Make photo 3 the main one' }));
    await waitFor(() =>
      expect(calls.map((call) => call.route)).toContain(`POST /api/profiles/me/photos/${c}/main`),
    );

    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete photo 2?' });
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.map((call) => call.route)).toContain(`DELETE /api/profiles/me/photos/${b}`),
    );
  });
});
