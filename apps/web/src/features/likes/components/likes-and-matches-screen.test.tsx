import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchView } from '@vusal/shared/schemas/likes';
import { afterEach, describe, expect, it } from 'vitest';
import { closeMatchMoment } from '../../../lib/match-moment';
import { badgeCounts } from '../../../test/badges';
import { profilePreview } from '../../../test/profiles';
import { renderAt, visibleText, waitForText } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';
import { cardGridClasses } from '../../../components/ui/card-grid';

afterEach(() => {
  closeMatchMoment();
});

const me = sessionUser({ profileStatus: 'approved' });
const matchId = '20000000-0000-4000-8000-000000000001';
const badges = badgeCounts({ totals: { likesReceived: 1, matches: 1 } });
const like = {
  likeId: '30000000-0000-4000-8000-000000000001',
  createdAt: '2026-01-02T10:00:00.000Z',
  isSuper: false,
  from: profilePreview({ fullName: 'Rauf Əliyev' }),
};
const match = (overrides: Partial<MatchView> = {}): MatchView => ({
  matchId,
  createdAt: '2026-01-01T10:00:00.000Z',
  other: profilePreview(),
  myAnswer: null,
  otherAnswer: null,
  chatOpen: false,
  status: 'new',
  ...overrides,
});
const list = <T,>(items: T[]) => ({ body: { items, nextCursor: null, total: items.length } });
/** One like received, no match yet; liking back makes `made`. */
const likedBack = (made: MatchView) => ({
  ...signedInAs(me),
  'GET /api/likes/received': () => list([like]),
  'GET /api/matches': () => list([]),
  'POST /api/badges/viewed': () => ({ body: badges }),
  'POST /api/likes': () => ({
    status: 201,
    body: { result: 'matched', kind: 'like', match: made },
  }),
});

describe('/likes-and-matches', () => {
  it('lists who liked me with Like back, marks likes and matches viewed; a like back opens the match moment', async () => {
    const calls = stubApi(likedBack(match()));
    const { container } = await renderAt('/az/likes-and-matches');
    await waitForText(container, 'Rauf Əliyev');
    expect(container.querySelector('h1')?.textContent).toBe('Sizi bəyənənlər və Cütlüklər');
    const tabs = [...container.querySelectorAll('[role="tab"]')].map(visibleText);
    expect(tabs).toEqual(['Bəyənmələr 1', 'Cütlüklər 0']);
    // The page marks both sections viewed once it shows them: after the list, not with it.
    await waitFor(() =>
      expect(calls).toContainEqual({
        route: 'POST /api/badges/viewed',
        body: { sections: ['likes', 'matches'] },
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Siz də bəyənin' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        route: 'POST /api/likes',
        body: { userId: like.from.userId, kind: 'like' },
      }),
    );

    // Issue 22, item 5: both people at once, the chat question right there, "Keep browsing".
    const moment = await screen.findByRole('dialog', { name: '🎉 Match yarandı!' });
    expect(visibleText(moment)).toContain('Siz və Elvin Quliyev bir-birinizi bəyəndiniz.');
    expect([...moment.querySelectorAll('li > :last-child')].map(visibleText)).toEqual([
      'Siz',
      'Elvin Quliyev',
    ]);
    expect(visibleText(moment)).toContain('Elvin Quliyev ilə söhbət etmək istəyirsiniz?');
    // The dialog moves focus to its first answer once it has opened, a moment after it shows.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Bəli, söhbət edək'));
    await userEvent.click(screen.getByRole('button', { name: 'Baxmağa davam edin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("answers the chat question in the match moment with the match card's consent call", async () => {
    const calls = stubApi({
      ...likedBack(match({ matchId: 'moment-2' })),
      'POST /api/matches/moment-2/consent': () => ({
        body: match({ matchId: 'moment-2', myAnswer: true, status: 'waitingOther' }),
      }),
    });
    const { container } = await renderAt('/likes-and-matches');
    await waitForText(container, 'Rauf Əliyev');
    await userEvent.click(screen.getByRole('button', { name: 'Like back' }));
    const moment = await screen.findByRole('dialog', { name: "🎉 It's a match!" });
    await userEvent.click(screen.getByRole('button', { name: "Yes, let's chat" }));
    await waitFor(() =>
      expect(visibleText(moment)).toContain(
        'You said yes. The chat opens as soon as Elvin Quliyev says yes too.',
      ),
    );
    expect(calls).toContainEqual({
      route: 'POST /api/matches/moment-2/consent',
      body: { answer: true },
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a new match with its label, asks for consent once, and shows the humane notice after a no', async () => {
    let answered: MatchView | null = null;
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/likes/received': () => list([]),
      'GET /api/matches': () => list([answered ?? match()]),
      'POST /api/badges/viewed': () => ({ body: badges }),
      [`POST /api/matches/${matchId}/consent`]: () => {
        answered = match({ myAnswer: false, status: 'declined' });
        return { body: answered };
      },
    });
    const { container } = await renderAt('/az/likes-and-matches?tab=matches');
    await waitForText(container, 'Yeni match');
    expect(visibleText(container)).toContain('Elvin Quliyev ilə söhbət etmək istəyirsiniz?');
    // The likes' grid: 1, 2 or 3 columns by width (the browser test measures the likes).
    expect(screen.getByRole('list', { name: 'Cütlüklər' }).className).toBe(cardGridClasses);

    // Before both said yes there is no 'Söhbət başlat': the question is the only way on.
    expect(screen.queryByRole('button', { name: /söhbət başlat/i })).toBeNull();

    // "No" is final, so it asks first; going back sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Xeyr, təşəkkür edirəm' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Söhbətdən imtina edirsiniz?' });
    expect(confirm.textContent).toContain('Elvin Quliyev ilə söhbət açılmayacaq');
    await userEvent.click(screen.getByRole('button', { name: 'Geri qayıt' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.route.endsWith('/consent'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Xeyr, təşəkkür edirəm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bəli, imtina edirəm' }));
    await screen.findByText('Söhbət rədd edildi');
    expect(calls).toContainEqual({
      route: `POST /api/matches/${matchId}/consent`,
      body: { answer: false },
    });
    expect(visibleText(container)).toContain('Söhbət üçün hər iki tərəfin razılığı lazımdır');
    // Answered once: no consent buttons any more.
    expect(() => screen.getByRole('button', { name: 'Bəli, söhbət edək' })).toThrow();
  });

  it('asks nothing once the other said no: no consent buttons, no chat button', async () => {
    stubApi({
      ...signedInAs(me),
      'GET /api/matches': () => list([match({ otherAnswer: false, status: 'declined' })]),
      'POST /api/badges/viewed': () => ({ body: badges }),
    });
    const { container } = await renderAt('/az/matches');
    await waitForText(container, 'Söhbət rədd edildi');
    expect(visibleText(container)).toContain('Söhbət üçün hər iki tərəfin razılığı lazımdır');
    expect(visibleText(container)).not.toContain('söhbət etmək istəyirsiniz?');
    for (const name of ['Bəli, söhbət edək', 'Xeyr, təşəkkür edirəm', /söhbət başlat/i]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('after my yes shows a disabled "Waiting for …" instead of Söhbət başlat', async () => {
    stubApi({
      ...signedInAs(me),
      'GET /api/matches': () => list([match({ myAnswer: true, status: 'waitingOther' })]),
      'POST /api/badges/viewed': () => ({ body: badges }),
    });
    const { container } = await renderAt('/az/matches');
    await waitForText(container, 'Elvin Quliyev gözlənilir');
    const waiting = screen.getByRole('button', { name: 'Elvin Quliyev gözlənilir' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /söhbət başlat/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /söhbət başlat/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bəli, söhbət edək' })).toBeNull();
  });

  it('offers Söhbət başlat as a link to the chat once both said yes', async () => {
    stubApi({
      ...signedInAs(me),
      'GET /api/matches': () =>
        list([match({ myAnswer: true, otherAnswer: true, chatOpen: true, status: 'open' })]),
      'POST /api/badges/viewed': () => ({ body: badges }),
    });
    const { container } = await renderAt('/az/matches');
    await waitForText(container, 'Söhbət hazır');
    expect(
      screen.getByRole('link', { name: 'Elvin Quliyev ilə söhbət başlat' }).getAttribute('href'),
    ).toBe(`/az/messages?match=${matchId}`);
  });
});
