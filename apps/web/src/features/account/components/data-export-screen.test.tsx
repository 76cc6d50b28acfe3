import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataExportStatus } from '@vusal/shared/schemas/data-export';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { typeInto } from '../../../test/form';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/save-file', () => ({ saveFile }));
beforeEach(() => saveFile.mockClear());

// Any signed-in account may download its data: a pending one is the simplest to render.
const member = sessionUser();
const download = 'GET /api/account/export/download';

const exportState = (status: DataExportStatus) => ({
  body: {
    export: {
      status,
      requestedAt: '2026-03-12T10:00:00.000Z',
      readyAt: '2026-03-12T10:00:05.000Z',
      linkExpiresAt: status === 'ready' ? '2026-03-12T10:10:05.000Z' : null,
      nextRequestAt: '2026-03-13T10:00:00.000Z',
    },
  },
});

const notFound = () => ({
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: 'errors.NOT_FOUND', requestId: 'r1' } },
});

describe('the page the "your data is ready" mail opens (issue 36, decision 040)', () => {
  it('sends a visitor to sign in and back to the page with its token, which nothing uses up until Download', async () => {
    let who: typeof member | null = null;
    const calls = stubApi({
      ...signedInAs(() => who),
      'POST /api/auth/sign-in': () => {
        who = member;
        return { body: { user: member } };
      },
      'GET /api/account/export': () => exportState('ready'),
      [download]: () => ({ body: 'PK archive', headers: { 'Content-Type': 'application/zip' } }),
    });
    await renderAt('/az/account/data-export#token=abc-123');
    await screen.findByText('Yenidən xoş gəlmisiniz');
    await typeInto('E-poçt', 'aysel@example.com');
    await typeInto('Parol', 'Whatever1');
    await userEvent.click(screen.getByRole('button', { name: 'Daxil ol' }));

    const button = await screen.findByRole('button', { name: 'Yüklə' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Məlumatlarınız hazırdır');
    expect(calls.some((call) => call.route === download)).toBe(false);

    await userEvent.click(button);
    await screen.findByRole('heading', { level: 1, name: 'Məlumatlarınız yükləndi' });
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'vusal-data.zip');
    const asked = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.startsWith('/api/account/export/download'))).toEqual([
      '/api/account/export/download?token=abc-123',
    ]);
  });

  it.each(['downloaded', 'expired', 'building'] as const)(
    'says a link whose export is %s no longer works, without trying it',
    async (status) => {
      const calls = stubApi({
        ...signedInAs(member),
        'GET /api/account/export': () => exportState(status),
      });
      await renderAt('/account/data-export#token=abc');
      await screen.findByRole('heading', { level: 1, name: 'This link was used or has expired' });
      expect(screen.getByRole('link', { name: 'Ask for a new archive' }).getAttribute('href')).toBe(
        '/preferences',
      );
      expect(calls.some((call) => call.route === download)).toBe(false);
    },
  );

  it('says the same when the server refuses the link, in Russian', async () => {
    stubApi({
      ...signedInAs(member),
      'GET /api/account/export': () => exportState('ready'),
      [download]: notFound,
    });
    await renderAt('/ru/account/data-export#token=someone-elses');
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать' }));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Ссылка уже использована или устарела',
    });
    expect(screen.getByRole('link', { name: 'Запросить новый архив' }).getAttribute('href')).toBe(
      '/ru/preferences',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('takes a link without a token for a dead one', async () => {
    stubApi({
      ...signedInAs(member),
      'GET /api/account/export': () => exportState('ready'),
    });
    await renderAt('/account/data-export');
    await screen.findByRole('heading', { level: 1, name: 'This link was used or has expired' });
  });

  it('keeps the button after a broken connection, saying why next to it', async () => {
    stubApi({
      ...signedInAs(member),
      'GET /api/account/export': () => exportState('ready'),
      [download]: () => ({
        status: 503,
        body: {
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'errors.SERVICE_UNAVAILABLE',
            requestId: 'r2',
          },
        },
      }),
    });
    await renderAt('/account/data-export#token=abc');
    const button = await screen.findByRole('button', { name: 'Download' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(button.getAttribute('aria-describedby')).toBe('data-export-download-error');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your data is ready');
  });
});
