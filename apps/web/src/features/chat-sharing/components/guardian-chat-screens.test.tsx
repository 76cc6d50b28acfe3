import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { GuardianChatScreen } from './guardian-chat-screen';
import { GuardianChatsScreen } from './guardian-chats-screen';

const memberId = '1f0c2a3e-1b2c-4d5e-8f90-123456789abc';
const matchId = '5f0c2a3e-1b2c-4d5e-8f90-123456789abc';
const base = `/api/guardian/members/${memberId}/chats`;
const notFound = () => ({
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } },
});

describe("the guardian's read-only copies (decision 051)", () => {
  it('lists the shared chats with links to each', async () => {
    stubApi({
      [`GET ${base}`]: () => ({
        body: {
          memberName: 'Nigar Əliyeva',
          items: [
            {
              matchId,
              otherName: 'Rauf M.',
              sharedSince: '2026-12-06T10:00:00.000Z',
              lastMessageAt: null,
            },
          ],
        },
      }),
    });
    renderWithProviders(<GuardianChatsScreen memberId={memberId} />);
    expect(
      await screen.findByRole('heading', { name: "Nigar Əliyeva's shared chats" }),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Shared chats' });
    const link = within(list).getByRole('link', { name: /Chat with Rauf M./ });
    expect(link.getAttribute('href')).toBe(`/guardian/members/${memberId}/chats/${matchId}`);
  });

  it('says when the member shares no chat now', async () => {
    stubApi({ [`GET ${base}`]: notFound });
    renderWithProviders(<GuardianChatsScreen memberId={memberId} />);
    expect(await screen.findByText('You cannot read these chats')).toBeTruthy();
  });

  it('shows a chat read-only, oldest first, from the agreement, with files as their kind', async () => {
    stubApi({
      [`GET ${base}/${matchId}/messages`]: (_body, url) =>
        url.searchParams.get('cursor')
          ? {
              body: {
                otherName: 'Rauf M.',
                sharedSince: '2026-12-06T10:00:00.000Z',
                items: [
                  {
                    id: 'c',
                    fromMember: true,
                    kind: 'text',
                    body: 'Salam',
                    createdAt: '2026-12-06T10:01:00.000Z',
                  },
                ],
                nextCursor: null,
              },
            }
          : {
              body: {
                otherName: 'Rauf M.',
                sharedSince: '2026-12-06T10:00:00.000Z',
                items: [
                  {
                    id: 'b',
                    fromMember: false,
                    kind: 'attachment',
                    body: null,
                    createdAt: '2026-12-06T10:03:00.000Z',
                  },
                  {
                    id: 'a',
                    fromMember: false,
                    kind: 'text',
                    body: 'Salam, necəsiniz?',
                    createdAt: '2026-12-06T10:02:00.000Z',
                  },
                ],
                nextCursor: 'next',
              },
            },
    });
    renderWithProviders(<GuardianChatScreen memberId={memberId} matchId={matchId} />);
    expect(await screen.findByRole('heading', { name: 'Chat with Rauf M.' })).toBeTruthy();
    expect(screen.getByText(/The copies begin at the agreement/)).toBeTruthy();
    expect(screen.getByText(/you cannot write in it/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    const items = () =>
      within(screen.getByRole('list', { name: 'Messages' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items()[0]).toContain('Salam, necəsiniz?');
    expect(items()[1]).toContain('An attachment (not shown)');
    await userEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    await screen.findByText('Salam');
    expect(items()[0]).toContain('The member you follow');
  });

  it('says when the chat is not shared, or no longer', async () => {
    stubApi({ [`GET ${base}/${matchId}/messages`]: notFound });
    renderWithProviders(<GuardianChatScreen memberId={memberId} matchId={matchId} />);
    expect(await screen.findByText('This chat is not shared with you')).toBeTruthy();
  });
});
