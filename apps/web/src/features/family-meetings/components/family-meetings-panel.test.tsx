import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FamilyMeeting, FamilyMeetings } from '@vusal/shared/schemas/family-meetings';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { FamilyMeetingsPanel } from './family-meetings-panel';

const matchId = '20000000-0000-4000-8000-000000000001';
const path = `GET /api/matches/${matchId}/family-meetings`;
const sendPath = `POST /api/matches/${matchId}/family-meetings`;

function meeting(overrides: Partial<FamilyMeeting> = {}): FamilyMeeting {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    matchId,
    isMine: false,
    fromId: 'b',
    toId: 'a',
    dateFrom: '2027-01-10',
    dateTo: '2027-02-10',
    city: 'ganja',
    note: 'Bizim ailə sizi görməkdən şad olar.',
    status: 'pending',
    createdAt: '2026-12-01T10:00:00.000Z',
    expiresAt: '2026-12-31T10:00:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}

const list = (overrides: Partial<FamilyMeetings> = {}): FamilyMeetings => ({
  meetings: [],
  canSend: true,
  reason: null,
  allowedFrom: null,
  ...overrides,
});

const panel = () => <FamilyMeetingsPanel matchId={matchId} name="Elvin" />;

describe('Let our families meet, in the chat', () => {
  it('explains why the action is not there in a chat younger than a week', async () => {
    stubApi({
      [path]: () => ({
        body: list({
          canSend: false,
          reason: 'chat_too_young',
          allowedFrom: '2026-12-08T10:00:00.000Z',
        }),
      }),
    });
    renderWithProviders(panel());
    expect(await screen.findByText(/once this chat is a week old/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Let our families meet' })).toBeNull();
  });

  it('sends a request and shows the server’s field errors next to the fields', async () => {
    const calls = stubApi({
      [path]: () => ({ body: list() }),
      [sendPath]: (body) =>
        (body as { note: string | null }).note
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'x',
                  issues: [{ path: 'note', message: 'validation.contactDetails' }],
                },
              },
            }
          : { status: 201, body: { meeting: meeting({ isMine: true, fromId: 'a', toId: 'b' }) } },
    });
    const user = userEvent.setup();
    renderWithProviders(panel());
    await user.click(await screen.findByRole('button', { name: 'Let our families meet' }));

    // The shared schema speaks first, at each field.
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findAllByText('Choose a date.')).toHaveLength(2);

    // A date input's own picker is the browser's; its value arrives as one change.
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2027-01-10' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2027-02-10' } });
    await user.selectOptions(screen.getByLabelText(/^City/), 'ganja');
    await user.type(screen.getByLabelText(/^Note/), 'Call me +994501234567');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Please leave out contact details/)).toBeTruthy();

    await user.clear(screen.getByLabelText(/^Note/));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('You asked for your families to meet')).toBeTruthy();
    expect(screen.getByText('Waiting for an answer', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(calls.filter((call) => call.route === sendPath).at(-1)?.body).toEqual({
      dateFrom: '2027-01-10',
      dateTo: '2027-02-10',
      city: 'ganja',
      note: null,
    });
  });

  it('lets the recipient accept, and then shows the state', async () => {
    let answered = false;
    const calls = stubApi({
      [path]: () => ({
        body: list({
          canSend: answered,
          reason: answered ? null : 'pending',
          meetings: [meeting(answered ? { status: 'accepted' } : {})],
        }),
      }),
      [`POST /api/family-meetings/${meeting().id}/accept`]: () => {
        answered = true;
        return { body: { meeting: meeting({ status: 'accepted' }) } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(panel());
    expect(await screen.findByText('Elvin asks for your families to meet')).toBeTruthy();
    expect(screen.getByText('Bizim ailə sizi görməkdən şad olar.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull());
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(calls.map((call) => call.route)).toContain(
      `POST /api/family-meetings/${meeting().id}/accept`,
    );
  });
});
