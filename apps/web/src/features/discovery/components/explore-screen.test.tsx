import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiscoveryOrder } from '@vusal/shared/schemas/discovery';
import { describe, expect, it } from 'vitest';
import { badgeCounts } from '../../../test/badges';
import { profilePreview } from '../../../test/profiles';
import { renderAt, visibleText, waitForText } from '../../../test/render';
import { signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';
import { approvedMember as me, candidatePage } from './discovery.test-support';

const badges = badgeCounts();

describe('/explore', () => {
  it("says 'Profillər yüklənərkən xəta baş verdi' when the profiles cannot load", async () => {
    stubApi({
      ...signedInAs(me),
      'GET /api/discovery/explore': () => ({
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'x' } },
      }),
      'POST /api/badges/viewed': () => ({ body: badges }),
    });
    const { container } = await renderAt('/az/explore');
    await waitForText(container, 'Profillər yüklənərkən xəta baş verdi');
    expect(visibleText(container)).toContain('Xəta');
  });

  it('opens a profile in a dialog, where Superlike sends nothing (premium)', async () => {
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/discovery/explore': () => candidatePage([profilePreview()]),
      'POST /api/badges/viewed': () => ({ body: badges }),
    });
    const { container } = await renderAt('/explore');
    await waitForText(container, 'Elvin Quliyev');
    expect(calls).toContainEqual({
      route: 'POST /api/badges/viewed',
      body: { sections: ['explore'] },
    });
    const cards = within(screen.getByRole('list', { name: 'Profiles' })).getAllByRole('button');
    await userEvent.click(cards[0]!);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Superlike' }));
    expect(calls.some((call) => call.route === 'POST /api/likes')).toBe(false);
  });

  it('sends the order chosen and shows the one the server applied', async () => {
    const asked: (string | null)[] = [];
    stubApi({
      ...signedInAs(me),
      'GET /api/discovery/explore': (_body, url) => {
        const order = url.searchParams.get('order');
        asked.push(order);
        // Fewer than five answers: the server's default stays newest.
        return candidatePage([profilePreview()], { order: (order ?? 'newest') as DiscoveryOrder });
      },
      'POST /api/badges/viewed': () => ({ body: badges }),
    });
    const { container } = await renderAt('/ru/explore');
    await waitForText(container, 'Elvin Quliyev');
    const group = screen.getByRole('group', { name: 'Порядок' });
    expect(
      within(group).getByRole<HTMLInputElement>('radio', { name: 'Сначала новые' }).checked,
    ).toBe(true);
    await userEvent.click(within(group).getByRole('radio', { name: 'Лучшее совпадение' }));
    await waitFor(() => expect(asked).toContain('best'));
    await waitFor(() =>
      expect(
        within(group).getByRole<HTMLInputElement>('radio', { name: 'Лучшее совпадение' }).checked,
      ).toBe(true),
    );
    expect(asked[0]).toBeNull();
  });

  it('keeps "Verified only" in the address, asks for it, and shows the tick on verified cards', async () => {
    const asked: (string | null)[] = [];
    stubApi({
      ...signedInAs(me),
      'GET /api/discovery/explore': (_body, url) => {
        const verifiedOnly = url.searchParams.get('verifiedOnly');
        asked.push(verifiedOnly);
        return candidatePage([profilePreview({ isVerified: true })], {
          verifiedOnly: verifiedOnly === 'true',
        });
      },
      'POST /api/badges/viewed': () => ({ body: badges }),
    });
    const { container } = await renderAt('/explore?verifiedOnly=true');
    await waitForText(container, 'Elvin Quliyev');
    expect(asked[0]).toBe('true');
    const list = screen.getByRole('list', { name: 'Profiles' });
    expect(within(list).getByRole('img', { name: 'Verified' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Verified only' });
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    await waitFor(() => expect(asked.at(-1)).toBe('false'));
  });

  it('starts "Verified only" from the saved preference the server applied (issue 37)', async () => {
    const asked: (string | null)[] = [];
    stubApi({
      ...signedInAs(me),
      'GET /api/discovery/explore': (_body, url) => {
        const verifiedOnly = url.searchParams.get('verifiedOnly');
        asked.push(verifiedOnly);
        return candidatePage([profilePreview({ isVerified: true })], {
          verifiedOnly: verifiedOnly === null ? true : verifiedOnly === 'true',
        });
      },
      'POST /api/badges/viewed': () => ({ body: badges }),
    });
    const { container } = await renderAt('/explore');
    await waitForText(container, 'Elvin Quliyev');
    expect(asked[0]).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Verified only' });
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    await waitFor(() => expect(asked.at(-1)).toBe('false'));
    await waitFor(() => expect(box.checked).toBe(false));
  });
});
