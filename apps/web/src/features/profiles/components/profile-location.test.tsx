import { screen, within } from '@testing-library/react';
import { defaultPreferences } from '@vusal/shared/schemas/preferences';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderAt, visibleText } from '../../../test/render';
import { fullProfile, profilePreview } from '../../../test/profiles';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const otherId = '00000000-0000-4000-8000-000000000002';
const session = {
  ...signedInAs(sessionUser({ profileStatus: 'approved' })),
};

/** The rows of the full view: "label: value". */
function rows(container: HTMLElement): string[] {
  return [...container.querySelectorAll('dl > div')].map(
    (row) =>
      `${row.querySelector('dt')?.textContent ?? ''}: ${visibleText(row.querySelector('dd')!)}`,
  );
}

describe('where a profile lives, as its owner lets others see it (S4, issue 7 B2)', () => {
  it('shows only the region in the preview when the owner chose "region only"', async () => {
    stubApi({
      ...session,
      [`GET /api/profiles/${otherId}`]: () => ({
        body: { isFull: false, profile: profilePreview({ city: null, region: 'shaki_zagatala' }) },
      }),
    });
    const { container } = await renderAt(`/az/profile/${otherId}`);
    await screen.findByText('Elvin Quliyev');
    const text = visibleText(container);
    expect(text).toContain('34 yaş · Şəki-Zaqatala regionu');
    expect(text).not.toContain('Gəncə');
  });

  it('names the row "Region" in the full view, and the city when it is shown', async () => {
    stubApi({
      ...session,
      [`GET /api/profiles/${otherId}`]: () => ({
        body: {
          isFull: true,
          profile: fullProfile({ userId: otherId, city: null, region: 'east_zangezur' }),
        },
      }),
    });
    const first = await renderAt(`/profile/${otherId}`);
    await within(first.container).findByText('Aysel Məmmədova');
    expect(visibleText(first.container)).toContain('31 years old · East Zangezur region');
    expect(rows(first.container)).toContain('Region: East Zangezur region');
    expect(rows(first.container).some((row) => row.startsWith('City:'))).toBe(false);
    first.unmount();
    queryClient.clear();

    stubApi({
      ...session,
      [`GET /api/profiles/${otherId}`]: () => ({
        body: { isFull: true, profile: fullProfile({ userId: otherId, city: 'shusha' }) },
      }),
    });
    const second = await renderAt(`/profile/${otherId}`);
    await within(second.container).findByText('Aysel Məmmədova');
    expect(rows(second.container)).toContain('City: Shusha');
  });

  it('shows neither when the owner hides where they live', async () => {
    stubApi({
      ...session,
      [`GET /api/profiles/${otherId}`]: () => ({
        body: { isFull: false, profile: profilePreview({ city: null, region: null }) },
      }),
    });
    const { container } = await renderAt(`/az/profile/${otherId}`);
    await screen.findByText('Elvin Quliyev');
    const text = visibleText(container);
    expect(text).toContain('34 yaş');
    expect(text).not.toContain('regionu');
    expect(text).not.toContain(' · ');
  });

  it('explains each choice on the preferences screen as the server applies it', async () => {
    stubApi({ ...session, 'GET /api/preferences': () => ({ body: defaultPreferences }) });
    const { container } = await renderAt('/preferences');
    await screen.findByText('Location visibility');
    const description = (value: string) =>
      document.getElementById(`location-visibility-${value}-description`)?.textContent;
    expect(description('region')).toBe(
      'Others see only your economic region, for example Shaki-Zagatala, not the city.',
    );
    expect(description('hidden')).toBe('Others see neither your city nor your region.');
    expect(visibleText(container)).toContain('Admins always see your city');
  });
});
