import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatSharingState } from '@vusal/shared/schemas/chat-sharing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { ChatSharingNotices } from './chat-sharing-notices';

const matchId = '5f0c2a3e-1b2c-4d5e-8f90-123456789abc';
const question = {
  about: 'Nigar Ə.',
  relation: 'mother' as const,
  answer: 'asked' as const,
  sharingRequired: false,
  askedAt: '2026-12-06T10:00:00.000Z',
  answeredAt: null,
};
const state = (overrides: Partial<ChatSharingState> = {}): ChatSharingState => ({
  matchId,
  otherName: 'Nigar Ə.',
  outcome: 'waiting',
  toMe: question,
  aboutMe: null,
  ...overrides,
});

describe('the other member is asked before the chat opens (decision 051)', () => {
  it('explains who will read the chat and sends Accept', async () => {
    let answered = false;
    const calls = stubApi({
      'GET /api/chat-sharing': () => ({ body: { items: answered ? [] : [state()] } }),
      [`POST /api/chat-sharing/${matchId}/answer`]: () => {
        answered = true;
        return { body: state({ outcome: 'open', toMe: { ...question, answer: 'accepted' } }) };
      },
    });
    renderWithProviders(<ChatSharingNotices />);
    const panel = await screen.findByRole('region', {
      name: 'Before your chat with Nigar Ə. opens',
    });
    expect(
      within(panel).getByText(/a relative \(Mother\) will read the messages of this chat/),
    ).toBeTruthy();
    expect(within(panel).getByText(/the chat opens without the family reading it/)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept and open the chat' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        route: `POST /api/chat-sharing/${matchId}/answer`,
        body: { accept: true },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('says a decline closes the chat when the member asked for it, and sends Decline', async () => {
    const calls = stubApi({
      'GET /api/chat-sharing': () => ({
        body: { items: [state({ toMe: { ...question, sharingRequired: true } })] },
      }),
      [`POST /api/chat-sharing/${matchId}/answer`]: () => ({
        body: state({ outcome: 'closed', toMe: { ...question, answer: 'declined' } }),
      }),
    });
    renderWithProviders(<ChatSharingNotices />);
    await screen.findByText(/if you decline, this chat will not open/);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        route: `POST /api/chat-sharing/${matchId}/answer`,
        body: { accept: false },
      }),
    );
  });

  it('tells the guarded member they wait, and both sides the final state, in Azerbaijani', async () => {
    stubApi({
      'GET /api/chat-sharing': () => ({
        body: {
          items: [
            state({ toMe: null, aboutMe: question }),
            state({
              matchId: '6f0c2a3e-1b2c-4d5e-8f90-123456789abc',
              otherName: 'Rauf M.',
              outcome: 'closed',
              toMe: null,
              aboutMe: { ...question, answer: 'declined', sharingRequired: true },
            }),
          ],
        },
      }),
    });
    renderWithProviders(<ChatSharingNotices />, { language: 'az' });
    await screen.findByText(
      /Nigar Ə. üzvündən ailənizin \(Ana\) bu söhbəti oxuya biləcəyi soruşulur/,
    );
    expect(screen.getByRole('heading', { name: 'Rauf M. ilə söhbət açılmayacaq' })).toBeTruthy();
    expect(screen.getByText(/Rauf M. ailənizin söhbəti oxumasından imtina etdi/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing when no chat waits, and says when the questions could not load', async () => {
    stubApi({ 'GET /api/chat-sharing': () => ({ body: { items: [] } }) });
    const { container, unmount } = renderWithProviders(<ChatSharingNotices />);
    await waitFor(() => expect(container.textContent).toBe(''));
    unmount();
    stubApi({
      'GET /api/chat-sharing': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x', requestId: 'r' } },
      }),
    });
    renderWithProviders(<ChatSharingNotices />, { language: 'ru' });
    await screen.findByText(
      'Не удалось загрузить вопросы о чтении чатов семьёй.',
      {},
      { timeout: 10_000 },
    );
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
