import { act, screen } from '@testing-library/react';
import { APPROVAL_POLL_MS } from '@vusal/shared/catalog/constants';
import az from '@vusal/shared/i18n/az.json';
import en from '@vusal/shared/i18n/en.json';
import ru from '@vusal/shared/i18n/ru.json';
import { describe, expect, it, vi } from 'vitest';
import { badgeCounts } from '../../../test/badges';
import { ownProfile } from '../../../test/profiles';
import { renderAt, visibleText } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const RESTORED_AT = '2026-12-06T07:38:00.000Z';

/** Issue 37, item 4: a restored account was thanked "for joining" as if it were new. */
describe('the pending screen of a restored account', () => {
  it.each([
    ['', en],
    ['/az', az],
    ['/ru', ru],
  ] as const)(
    'welcomes the member back under "%s", and does not thank them for joining',
    async (prefix, texts) => {
      stubApi({
        ...signedInAs(sessionUser({ profileStatus: 'pending' })),
        'GET /api/profiles/me': () => ({
          body: { profile: ownProfile({ restoredAt: RESTORED_AT }) },
        }),
      });
      const { container } = await renderAt(`${prefix}/dashboard`);
      await screen.findByText(texts.pending.welcomeBack);
      expect(visibleText(container)).not.toContain(texts.pending.text);
    },
  );

  it('thanks a new member for joining', async () => {
    stubApi({
      ...signedInAs(sessionUser({ profileStatus: 'pending' })),
      'GET /api/profiles/me': () => ({ body: { profile: ownProfile() } }),
    });
    const { container } = await renderAt('/dashboard');
    await screen.findByText(en.pending.text);
    expect(visibleText(container)).not.toContain(en.pending.welcomeBack);
  });

  it('greets the approval as a return, not as a first welcome', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let user = sessionUser({ profileStatus: 'pending' });
    stubApi({
      ...signedInAs(() => user),
      'GET /api/profiles/me': () => ({
        body: { profile: ownProfile({ restoredAt: RESTORED_AT }) },
      }),
      'GET /api/badges': () => ({ body: badgeCounts() }),
    });
    try {
      await renderAt('/az/dashboard');
      await screen.findByText(az.pending.welcomeBack);
      user = sessionUser({ profileStatus: 'approved' });
      await act(() => vi.advanceTimersByTimeAsync(APPROVAL_POLL_MS));
      await screen.findByText(az.pending.approvedAgain);
      expect(screen.queryByText(az.pending.approved)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
