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
});
