import { candidatePageSchema } from '@vusal/shared/schemas/discovery';
import {
  badgesSchema,
  matchesPageSchema,
  receivedLikesPageSchema,
} from '@vusal/shared/schemas/likes';
import { chatListSchema, messageSchema, messagesPageSchema } from '@vusal/shared/schemas/chat';
import {
  adminVerificationsSchema,
  verificationStateSchema,
} from '@vusal/shared/schemas/verification';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, apiUpload } from '../api-client';
import { hashQueryKey } from '../query-client';
import { request, send } from '../socket';
import { publishPreview, PreviewModeError } from './preview-state';
import { sampleMatchId } from './sample-chats';

// The socket must never be opened in preview: any call of `io` is recorded.
const io = vi.fn();
vi.mock('socket.io-client', () => ({ io }));

const adminId = '00000000-0000-4000-8000-0000000000ad';
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{"real":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  publishPreview({ userId: adminId });
});

afterEach(() => {
  publishPreview(null);
  vi.restoreAllMocks();
  io.mockClear();
});

describe('the API client in admin preview (issue 21)', () => {
  it('answers the sample reads itself, in the shapes the screens parse', async () => {
    const browse = candidatePageSchema.parse(await apiFetch('/api/discovery/browse'));
    expect(browse.items.map((item) => item.fullName)).toEqual([
      'Leyla Hüseynova',
      'Nigar Əliyeva',
      'Günay Rəhimova',
    ]);
    expect(browse.total).toEqual({ count: 3, isCapped: false });
    const explore = candidatePageSchema.parse(
      await apiFetch('/api/discovery/explore?minAge=20&city=baku&goals=marriage'),
    );
    expect(explore.filters).toEqual({
      minAge: 20,
      maxAge: 60,
      city: 'baku',
      goals: ['marriage'],
      order: 'newest',
      showEveryone: false,
      verifiedOnly: false,
    });
    expect(receivedLikesPageSchema.parse(await apiFetch('/api/likes/received')).items).toHaveLength(
      2,
    );
    expect(matchesPageSchema.parse(await apiFetch('/api/matches')).items).toHaveLength(1);
    const badges = badgesSchema.parse(await apiFetch('/api/badges'));
    expect(badges.totals).toEqual({ likesReceived: 3, matches: 5, openChats: 1 });
    expect(await apiFetch('/api/relations/a0000000-0000-4000-8000-000000000001')).toEqual({
      liked: false,
      likedMe: false,
      match: null,
    });

    const chats = chatListSchema.parse(await apiFetch('/api/chats?tab=active'));
    expect(chats.chats.map((chat) => chat.matchId)).toEqual([sampleMatchId]);
    expect(chatListSchema.parse(await apiFetch('/api/chats?tab=archived')).chats).toEqual([]);
    const messages = messagesPageSchema.parse(
      await apiFetch(`/api/chats/${sampleMatchId}/messages`),
    );
    expect(messages.messages.filter((message) => message.senderId === adminId)).toHaveLength(1);
    const verification = verificationStateSchema.parse(await apiFetch('/api/verification'));
    expect(verification).toMatchObject({ status: 'started', pose: 'thumb_up_chin', code: 'K7MX' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the reads it has no sample for (the admin's own profile, the admin panel)", async () => {
    expect(await apiFetch('/api/profiles/me')).toEqual({ real: true });
    expect(await apiFetch('/api/admin/users')).toEqual({ real: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers the verification queue with a sample selfie and refuses its decisions', async () => {
    const queue = adminVerificationsSchema.parse(await apiFetch('/api/admin/verifications'));
    expect(queue.items.map((item) => item.fullName)).toEqual(['Leyla Hüseynova']);
    // Its pictures are drawn inline: not even an image is asked of the server.
    for (const url of [queue.items[0]!.selfieUrl, ...queue.items[0]!.photoUrls]) {
      expect(url).toMatch(/^data:image\/svg\+xml,/);
    }
    const decision = `/api/admin/verifications/${queue.items[0]!.id}/approve`;
    await expect(apiFetch(decision, { method: 'POST', body: {} })).rejects.toBeInstanceOf(
      PreviewModeError,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses every write that is not simulated above it, except the sign-out', async () => {
    await expect(apiFetch('/api/likes', { method: 'POST', body: {} })).rejects.toBeInstanceOf(
      PreviewModeError,
    );
    await expect(apiFetch('/api/preferences', { method: 'PUT', body: {} })).rejects.toBeInstanceOf(
      PreviewModeError,
    );
    const photo = new FormData();
    photo.append('photo', new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    await expect(
      apiUpload('/api/profiles/me/photos', { method: 'POST', body: photo }),
    ).rejects.toBeInstanceOf(PreviewModeError);
    const selfie = new FormData();
    selfie.append('selfie', new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    await expect(
      apiUpload('/api/verification/selfie', { method: 'PUT', body: selfie }),
    ).rejects.toBeInstanceOf(PreviewModeError);
    await expect(apiFetch('/api/verification', { method: 'POST' })).rejects.toBeInstanceOf(
      PreviewModeError,
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await apiFetch('/api/auth/sign-out', { method: 'POST' });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/auth/sign-out']);
  });

  it('shows a file sent to the sample chat as sent, and a page marking its badges viewed', async () => {
    const body = new FormData();
    body.append('clientId', 'c1');
    body.append('file', new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    const sent = (await apiUpload(`/api/chats/${sampleMatchId}/attachments`, {
      method: 'POST',
      body,
    })) as { message: unknown };
    expect(messageSchema.parse(sent.message)).toMatchObject({
      clientId: 'c1',
      senderId: adminId,
      type: 'file',
      attachment: { name: 'plan.pdf', mime: 'application/pdf' },
      deliveredAt: null,
    });
    badgesSchema.parse(
      await apiFetch('/api/badges/viewed', { method: 'POST', body: { sections: ['explore'] } }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('talks to the server as itself once the preview is over', async () => {
    publishPreview(null);
    expect(await apiFetch('/api/discovery/browse')).toEqual({ real: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the socket in admin preview', () => {
  it('never connects: a text comes back sent, catch-up finds nothing, the rest is refused', async () => {
    const answer = await request('message:send', {
      matchId: sampleMatchId,
      clientId: 'c2',
      text: '  Salam!  ',
    });
    expect(answer.ok && messageSchema.parse(answer.data.message)).toMatchObject({
      clientId: 'c2',
      senderId: adminId,
      text: 'Salam!',
      deliveredAt: null,
      readAt: null,
    });
    expect(await request('chat:sync', { matchId: sampleMatchId })).toEqual({
      ok: true,
      data: { messages: [], hasMore: false },
    });
    expect((await request('presence:get', { matchId: sampleMatchId })).ok).toBe(false);
    send('typing', { matchId: sampleMatchId, isTyping: true });
    send('message:read', { matchId: sampleMatchId });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(io).not.toHaveBeenCalled();
  });
});

describe('the query cache in admin preview', () => {
  it('keeps the sample answers apart from the real ones, except the session', () => {
    const client = new QueryClient({
      defaultOptions: { queries: { queryKeyHashFn: hashQueryKey } },
    });
    publishPreview(null);
    client.setQueryData(['matches'], 'real');
    client.setQueryData(['session'], 'me');
    publishPreview({ userId: adminId });
    expect(client.getQueryData(['matches'])).toBeUndefined();
    expect(client.getQueryData(['session'])).toBe('me');
    client.setQueryData(['matches'], 'sample');
    publishPreview(null);
    expect(client.getQueryData(['matches'])).toBe('real');
  });
});
