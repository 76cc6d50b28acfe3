import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoBios, seededDemoBios } from '@vusal/shared/catalog/demo-bios';
import type { DiscoveryOrder } from '@vusal/shared/schemas/discovery';
import { defaultPreferences } from '@vusal/shared/schemas/preferences';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profilePreview } from '../../../test/profiles';
import { renderAt, visibleText, waitForText } from '../../../test/render';
import { signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';
import { approvedMember as me, candidatePage } from './discovery.test-support';

afterEach(() => {
  vi.restoreAllMocks();
});

const id = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;
const candidates = [
  profilePreview({ userId: id(1), profileId: id(1), fullName: 'Elvin Quliyev' }),
  profilePreview({ userId: null, profileId: 'demo-2', isDemo: true, fullName: 'Demo Kişi' }),
  profilePreview({ userId: id(3), profileId: id(3), fullName: 'Rauf Əliyev' }),
];

function press(key: string) {
  return act(async () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

function statusText(container: HTMLElement): string {
  return [...container.querySelectorAll('[role="status"]')].map(visibleText).join(' | ');
}

describe('/browse', () => {
  it('shows one card with n / total; ← stores a pass, → likes, a demo profile sends nothing', async () => {
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/discovery/browse': () => candidatePage(candidates),
      'POST /api/passes': () => ({ status: 204 }),
      'POST /api/likes': () => ({ status: 201, body: { result: 'liked', kind: 'like' } }),
    });
    const { container } = await renderAt('/browse');
    await waitForText(container, 'Elvin Quliyev');
    expect(visibleText(container)).toContain('1 / 3');
    expect(statusText(container)).toContain('Profile 1 of 3: Elvin Quliyev');

    await press('ArrowLeft');
    await waitFor(() => expect(statusText(container)).toContain('Profile 2 of 3: Demo Kişi'));
    expect(calls.filter((call) => call.route === 'POST /api/passes')).toEqual([
      { route: 'POST /api/passes', body: { userId: id(1) } },
    ]);
    // The demo profile says so, and neither a pass nor a like of it is sent.
    expect(visibleText(container)).toContain('Demo profile');
    await press('ArrowRight');
    await waitFor(() => expect(statusText(container)).toContain('Profile 3 of 3: Rauf Əliyev'));
    expect(calls.some((call) => call.route === 'POST /api/likes')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(visibleText(container)).toContain('You have seen everyone for now'));
    expect(calls.filter((call) => call.route === 'POST /api/likes')).toEqual([
      { route: 'POST /api/likes', body: { userId: id(3), kind: 'like' } },
    ]);
  });

  it("shows a demo profile's bio in the screen's language", async () => {
    stubApi({
      ...signedInAs(me),
      'GET /api/discovery/browse': () =>
        candidatePage([
          profilePreview({
            userId: null,
            profileId: 'demo-1',
            isDemo: true,
            fullName: 'Demo Qadın',
            bio: seededDemoBios[0]!,
          }),
        ]),
    });
    const { container } = await renderAt('/az/ru/browse');
    await waitForText(container, demoBios[0].ru);
    expect(visibleText(container)).not.toContain(seededDemoBios[0]!);
  });

  it('keeps the card when the like fails, and Refresh at the end brings passed profiles back', async () => {
    let refreshed = false;
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/discovery/browse': () =>
        refreshed ? candidatePage([candidates[0]!]) : candidatePage([]),
      'DELETE /api/passes': () => {
        refreshed = true;
        return { status: 204 };
      },
      'POST /api/likes': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' } },
      }),
    });
    const { container } = await renderAt('/az/browse');
    await waitForText(container, 'Hələlik bütün profillərə baxdınız');
    await userEvent.click(screen.getByRole('button', { name: 'Yenilə' }));
    await screen.findByText('Elvin Quliyev');
    expect(calls.some((call) => call.route === 'DELETE /api/passes')).toBe(true);
    expect(visibleText(container)).toContain('1 / 1');

    await userEvent.click(screen.getByRole('button', { name: 'Bəyən' }));
    await waitFor(() => expect(calls.some((call) => call.route === 'POST /api/likes')).toBe(true));
    expect(visibleText(container)).toContain('Elvin Quliyev');
    expect(screen.getByRole('button', { name: 'Keç' })).toBeTruthy();
  });

  it('gives the focus to the next card after a pass or a like, and to the end after the last (issue 37)', async () => {
    stubApi({
      ...signedInAs(me),
      'GET /api/discovery/browse': () => candidatePage([candidates[0]!, candidates[2]!]),
      'POST /api/passes': () => ({ status: 204 }),
      'POST /api/likes': () => ({ status: 201, body: { result: 'liked', kind: 'like' } }),
    });
    const user = userEvent.setup();
    await renderAt('/browse');
    const first = await screen.findByRole('article', { name: 'Elvin Quliyev' });
    // The page opening leaves the focus where it was: only an action moves it.
    expect(document.activeElement).not.toBe(first);

    await user.click(screen.getByRole('button', { name: 'Pass' }));
    const next = await screen.findByRole('article', { name: 'Rauf Əliyev' });
    await waitFor(() => expect(document.activeElement).toBe(next));

    await user.click(screen.getByRole('button', { name: 'Like' }));
    const end = await screen.findByRole('heading', { name: 'You have seen everyone for now' });
    await waitFor(() => expect(document.activeElement).toBe(end));
  });

  it('orders by the URL, switches between Best match and Newest, and shows the applied order', async () => {
    const asked: (string | null)[] = [];
    stubApi({
      ...signedInAs(me),
      'GET /api/discovery/browse': (_body, url) => {
        const order = url.searchParams.get('order');
        asked.push(order);
        // The server fills in its default: best match once five questions are answered.
        return candidatePage(order === 'newest' ? [candidates[2]!] : [candidates[0]!], {
          order: (order ?? 'best') as DiscoveryOrder,
        });
      },
    });
    const { container } = await renderAt('/browse');
    await waitForText(container, 'Elvin Quliyev');
    expect(asked).toEqual([null]);
    const group = screen.getByRole('group', { name: 'Order' });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Best match' }).checked).toBe(
      true,
    );

    await userEvent.click(within(group).getByRole('radio', { name: 'Newest' }));
    await waitForText(container, 'Rauf Əliyev');
    expect(asked).toEqual([null, 'newest']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Newest' }).checked).toBe(true);
    expect(visibleText(container)).toContain('1 / 1');
  });

  it('asks for the order the address names, in Azerbaijani and Russian', async () => {
    const asked: (string | null)[] = [];
    stubApi({
      ...signedInAs(me),
      'GET /api/discovery/browse': (_body, url) => {
        asked.push(url.searchParams.get('order'));
        return candidatePage(candidates);
      },
    });
    const { container } = await renderAt('/az/browse?order=newest');
    await waitForText(container, 'Elvin Quliyev');
    expect(asked).toEqual(['newest']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Ən yeni' }).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Ən uyğun' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sıralama' })).toBeTruthy();
  });

  it('keeps "Verified only" with the preferences, and starts the deck again as the server filters it (issue 37)', async () => {
    let saved = defaultPreferences;
    const verified = profilePreview({
      userId: id(3),
      profileId: id(3),
      fullName: 'Rauf Əliyev',
      isVerified: true,
    });
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/preferences': () => ({ body: saved }),
      'PUT /api/preferences': (body) => {
        saved = body as typeof saved;
        return { body: saved };
      },
      'GET /api/discovery/browse': () =>
        saved.verifiedOnly
          ? candidatePage([verified], { verifiedOnly: true })
          : candidatePage(candidates),
      'POST /api/passes': () => ({ status: 204 }),
    });
    const { container } = await renderAt('/browse');
    await waitForText(container, 'Elvin Quliyev');
    await press('ArrowLeft');
    await waitFor(() => expect(statusText(container)).toContain('Profile 2 of 3'));

    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Verified only' });
    expect(box.checked).toBe(false);
    expect(visibleText(container)).toContain('Kept in your settings; Explore starts from it too.');
    await userEvent.click(box);
    await waitFor(() => expect(statusText(container)).toContain('Profile 1 of 1: Rauf Əliyev'));
    expect(box.checked).toBe(true);
    expect(calls.filter((call) => call.route === 'PUT /api/preferences')).toEqual([
      { route: 'PUT /api/preferences', body: { ...defaultPreferences, verifiedOnly: true } },
    ]);
    expect(document.activeElement).toBe(box);
  });
});
