import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPreferences } from '@vusal/shared/schemas/preferences';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const settings = {
  ...signedInAs(sessionUser()),
  'GET /api/blocks': () => ({ body: { items: [] } }),
  'GET /api/preferences': () => ({ body: defaultPreferences }),
};

const requested = (status: string, requestedAt = new Date().toISOString()) => ({
  status,
  requestedAt,
  readyAt: null,
  linkExpiresAt: null,
  nextRequestAt: new Date(Date.parse(requestedAt) + 24 * 3600 * 1000).toISOString(),
});

/** The section's live status line, which a screen reader announces. */
const status = () => document.getElementById('data-export-status')?.textContent ?? '';

describe('Download my data in the settings (issue 36)', () => {
  it('asks for the archive from the keyboard and says it is being prepared', async () => {
    let state: unknown = null;
    const calls = stubApi({
      ...settings,
      'GET /api/account/export': () => ({ body: { export: state } }),
      'POST /api/account/export': () => {
        state = requested('building');
        return { status: 202 };
      },
    });
    await renderAt('/preferences');
    const button = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Download my data',
    });
    await waitFor(() => expect(button.disabled).toBe(false));
    button.focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(status()).toContain('We are preparing your archive...'));
    expect(status()).toContain('You can ask again on');
    expect(button.disabled).toBe(true);
    expect(calls.filter((call) => call.route === 'POST /api/account/export')).toHaveLength(1);
  });

  it('says the link was mailed, in Russian', async () => {
    stubApi({
      ...settings,
      'GET /api/account/export': () => ({ body: { export: requested('ready') } }),
    });
    await renderAt('/ru/preferences');
    await waitFor(() => expect(status()).toContain('Мы отправили вам ссылку.'));
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Скачать мои данные' }).disabled,
    ).toBe(true);
  });

  it('shows the one-a-day refusal next to the button', async () => {
    stubApi({
      ...settings,
      'GET /api/account/export': () => ({
        body: { export: requested('downloaded', '2020-01-01T10:00:00.000Z') },
      }),
      'POST /api/account/export': () => ({
        status: 429,
        headers: { 'Retry-After': '3600' },
        body: {
          error: { code: 'EXPORT_LIMIT', message: 'errors.EXPORT_LIMIT', requestId: 'r1' },
        },
      }),
    });
    await renderAt('/az/preferences');
    await userEvent.click(await screen.findByRole('button', { name: 'Məlumatlarımı yüklə' }));
    const alert = await screen.findByText(/Məlumatlarınızı bir gündən az əvvəl istəmisiniz/);
    expect(alert.getAttribute('role')).toBe('alert');
  });
});
