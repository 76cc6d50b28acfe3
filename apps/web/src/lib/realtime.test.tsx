import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import en from '@vusal/shared/i18n/en.json';
import type { MatchesPage, MatchView } from '@vusal/shared/schemas/likes';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from './translation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profilePreview } from '../test/profiles';
import { likesKeys } from './likes-keys';
import { createI18n } from './i18n';
import { createQueryClient } from './query-client';
import { publishPreview } from './preview/preview-state';
import { closeMatchMoment, showMatchMoment, useMatchMoment } from './match-moment';
import { useRealtimeEvents } from './realtime';

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
const fakeSocket = {
  connected: true,
  on: (event: string, listener: Listener) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
  },
  off: (event: string, listener: Listener) => listeners.get(event)?.delete(listener),
  emit: vi.fn(),
  disconnect: vi.fn(),
};
const io = vi.fn(() => fakeSocket);
vi.mock('socket.io-client', () => ({ io }));

function emit(event: string, payload: unknown) {
  for (const listener of listeners.get(event) ?? []) listener(payload);
}

afterEach(() => {
  document.body.innerHTML = '';
  listeners.clear();
  fakeSocket.emit.mockClear();
  publishPreview(null);
});

function Live({ enabled }: { enabled: boolean }) {
  useRealtimeEvents(enabled, 'me');
  return null;
}

async function mount(enabled: boolean) {
  const client = createQueryClient();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const render = (isOn: boolean) =>
    act(async () => {
      root.render(
        <QueryClientProvider client={client}>
          <I18nProvider i18n={createI18n('en', en)}>
            <Live enabled={isOn} />
          </I18nProvider>
        </QueryClientProvider>,
      );
    });
  await render(enabled);
  return { client, render, unmount: () => act(() => root.unmount()) };
}

const match = (id: string): MatchView => ({
  matchId: id,
  createdAt: '2026-01-01T10:00:00.000Z',
  other: profilePreview(),
  myAnswer: null,
  otherAnswer: null,
  chatOpen: false,
  status: 'new',
});

describe('live events into the query cache', () => {
  it('opens one connection for a member and keeps badges and matches current', async () => {
    const { client, unmount } = await mount(true);
    expect(io).toHaveBeenCalledTimes(1);
    expect(listeners.get('badges:changed')?.size).toBe(1);

    const badges = {
      likes: 2,
      matches: 1,
      explore: 0,
      messages: 0,
      totals: { likesReceived: 2, matches: 1, openChats: 0 },
    };
    await act(async () => emit('badges:changed', badges));
    expect(client.getQueryData(likesKeys.badges())).toEqual(badges);

    // A message from the other member is one more unread; my own (from another tab) is not.
    await act(async () => emit('message:new', { message: { senderId: 'other' } }));
    await act(async () => emit('message:new', { message: { senderId: 'me' } }));
    expect(client.getQueryData(likesKeys.badges())).toEqual({ ...badges, messages: 1 });

    client.setQueryData<InfiniteData<MatchesPage>>(likesKeys.matches(), {
      pages: [{ items: [match('a'), match('b')], nextCursor: null, total: 2 }],
      pageParams: [undefined],
    });
    await act(async () =>
      emit('match:updated', { match: { ...match('a'), myAnswer: true, status: 'waitingOther' } }),
    );
    await act(async () => emit('match:removed', { matchId: 'b' }));
    const page = client.getQueryData<InfiniteData<MatchesPage>>(likesKeys.matches())!.pages[0]!;
    expect(page.items.map((item) => [item.matchId, item.status])).toEqual([['a', 'waitingOther']]);
    expect(page.total).toBe(1);

    await unmount();
    expect(listeners.get('badges:changed')?.size ?? 0).toBe(0);
  });

  it('opens the match moment live, once per match, and keeps its consent state current', async () => {
    const seen: (MatchView | null)[] = [];
    function Moment() {
      seen.push(useMatchMoment());
      return null;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Moment />));
    const { unmount } = await mount(true);

    await act(async () => emit('match:new', { match: match('m1') }));
    expect(seen.at(-1)?.matchId).toBe('m1');
    await act(async () =>
      emit('match:updated', { match: { ...match('m1'), otherAnswer: true, status: 'waitingMe' } }),
    );
    expect(seen.at(-1)?.status).toBe('waitingMe');

    // The liker's own answer and the event both announce it: closed once, it stays closed.
    await act(async () => closeMatchMoment());
    await act(async () => showMatchMoment(match('m1')));
    await act(async () => emit('match:new', { match: match('m1') }));
    expect(seen.at(-1)).toBeNull();

    await act(() => root.unmount());
    await unmount();
  });

  it('says a message from the other member was delivered, on whatever page is open (issue 21)', async () => {
    const { unmount } = await mount(true);
    const message = { id: 'msg-1', matchId: 'match-1', senderId: 'other' };
    await act(async () => emit('message:new', { message }));
    await act(async () => emit('message:new', { message: { ...message, senderId: 'me' } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fakeSocket.emit.mock.calls).toEqual([
      ['message:delivered', { matchId: 'match-1', messageIds: ['msg-1'] }],
    ]);
    await unmount();
  });

  it('fetches again only the answers naming a picture that went stale (decision 046)', async () => {
    const { client, unmount } = await mount(true);
    client.setQueryData(['shows'], { photoUrl: '/api/photos/abc' });
    client.setQueryData(['other'], { photoUrl: '/api/photos/xyz' });
    await act(async () => emit('photos:stale', { urls: ['/api/photos/abc'] }));
    expect(client.getQueryState(['shows'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
    await unmount();
  });

  it('never connects in admin preview, even for a signed-in admin (spec section 4)', async () => {
    io.mockClear();
    publishPreview({ userId: 'me' });
    const { unmount } = await mount(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(io).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
    await unmount();
  });

  it('connects nothing while disabled (visitors, pending members), and closes on sign-out', async () => {
    io.mockClear();
    const { render, unmount } = await mount(false);
    expect(io).not.toHaveBeenCalled();
    await render(true);
    expect(io).toHaveBeenCalledTimes(1);
    await render(false);
    await act(async () => undefined);
    expect(fakeSocket.disconnect).toHaveBeenCalled();
    await unmount();
  });
});
