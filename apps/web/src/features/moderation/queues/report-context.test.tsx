import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReportDetail } from '@vusal/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { fullProfile } from '../../../test/profiles';
import { renderWithProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { ReportContextDisclosure } from './report-context';

const reportId = '00000000-0000-4000-8000-000000000001';
const message = (id: string, from: 'reporter' | 'reported' | null, body: string) => ({
  id,
  from,
  type: 'text' as const,
  body,
  attachmentName: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  isReported: id === 'm2',
});

const detail: AdminReportDetail = {
  id: reportId,
  reason: 'scam',
  note: null,
  status: 'open',
  reporter: { id: 'r', name: 'Elvin Əliyev' },
  target: { id: 't', name: 'Aysel Məmmədova', isActive: true },
  message: null,
  createdAt: '2026-03-01T10:05:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  isHeld: true,
  context: {
    conversation: [
      message('m1', 'reporter', 'Salam!'),
      message('m2', 'reported', 'Send me 200 AZN'),
      message('m3', null, 'Bye'),
    ],
    profile: fullProfile({ fullName: 'Aysel Məmmədova', bio: 'Call me on Telegram' }),
    counts: { reports: 3, reporters: 2 },
    frozenAt: '2026-03-01T10:05:00.000Z',
  },
};

describe('what a report froze, in the moderation queue (issue 24)', () => {
  it('loads only when opened, and shows the conversation with the reported message marked', async () => {
    const calls = stubApi({ [`GET /api/admin/reports/${reportId}`]: () => ({ body: detail }) });
    renderWithProviders(<ReportContextDisclosure reportId={reportId} />);
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Conversation and profile' }));
    const conversation = await screen.findByRole('region', { name: 'Last messages between them' });
    const items = within(conversation).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Reporter.*Salam!$/),
      expect.stringMatching(/^Reported member.*Reported message.*Send me 200 AZN$/),
      expect.stringMatching(/^Deleted user.*Bye$/),
    ]);
    expect(
      screen.getByText(/3 reports against this member in the last 30 days, from 2 people/),
    ).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'The profile as others saw it' });
    expect(profile.textContent).toContain('Aysel Məmmədova');
    expect(profile.textContent).toContain('Call me on Telegram');
  });

  it('shows the photos and images the report kept', async () => {
    const kept = (n: number) => `/api/admin/reports/${reportId}/evidence/e${n}`;
    const withEvidence: AdminReportDetail = {
      ...detail,
      context: {
        ...detail.context!,
        conversation: [
          {
            ...message('m2', 'reported', ''),
            body: null,
            type: 'image',
            attachmentName: 'a.png',
            attachmentUrl: kept(3),
          },
        ],
        profile: fullProfile({ photoUrl: kept(1), photos: [kept(1), kept(2)] }),
      },
    };
    stubApi({ [`GET /api/admin/reports/${reportId}`]: () => ({ body: withEvidence }) });
    renderWithProviders(<ReportContextDisclosure reportId={reportId} />);
    await userEvent.click(screen.getByRole('button', { name: 'Conversation and profile' }));

    const photos = await screen.findByRole('figure', { name: 'Photos as they were when reported' });
    const images = within(photos).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      `${kept(1)}?size=small`,
      `${kept(2)}?size=small`,
    ]);
    expect(images[1]!.getAttribute('alt')).toBe('Photo 2 as it was when reported');
    const conversation = screen.getByRole('region', { name: 'Last messages between them' });
    expect(within(conversation).getByRole('img').getAttribute('alt')).toBe(
      'Image as it was sent: a.png',
    );
  });

  it('shows no photos for a report sent before reports kept them', async () => {
    const older: AdminReportDetail = {
      ...detail,
      context: {
        ...detail.context!,
        profile: fullProfile({ photoUrl: '/api/photos/p?v=1', photos: ['/api/photos/p?v=1'] }),
      },
    };
    stubApi({ [`GET /api/admin/reports/${reportId}`]: () => ({ body: older }) });
    renderWithProviders(<ReportContextDisclosure reportId={reportId} />);
    await userEvent.click(screen.getByRole('button', { name: 'Conversation and profile' }));
    await screen.findByRole('region', { name: 'The profile as others saw it' });
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the call a report was sent from, and call lines as the chat reads them (issue 40)', async () => {
    const fromCall: AdminReportDetail = {
      ...detail,
      context: {
        ...detail.context!,
        conversation: [{ ...message('m4', 'reporter', ''), type: 'call', body: 'missed-video' }],
        call: {
          kind: 'video',
          seconds: 130,
          endReason: 'reported',
          startedAt: '2026-03-01T10:00:00.000Z',
        },
      },
    };
    stubApi({ [`GET /api/admin/reports/${reportId}`]: () => ({ body: fromCall }) });
    renderWithProviders(<ReportContextDisclosure reportId={reportId} />);
    await userEvent.click(screen.getByRole('button', { name: 'Conversation and profile' }));
    const call = await screen.findByRole('region', { name: 'The call it was sent from' });
    expect(call.textContent).toContain('Video call · 3 min · Call ended and reported');
    const conversation = screen.getByRole('region', { name: 'Last messages between them' });
    expect(conversation.textContent).toContain('Missed video call');
  });
});
