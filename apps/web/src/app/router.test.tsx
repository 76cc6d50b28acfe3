import { screen, waitFor } from '@testing-library/react';
import az from '@vusal/shared/i18n/az.json';
import en from '@vusal/shared/i18n/en.json';
import ru from '@vusal/shared/i18n/ru.json';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetSessionProbe } from '../lib/session-probe';
import { renderAt, visibleText } from '../test/render';
import { sessionUser, signedInAs } from '../test/session';
import { stubApi } from '../test/stub-api';

const visitor = () => stubApi(signedInAs(null));

beforeEach(visitor);

afterEach(() => {
  forgetSessionProbe();
});

describe('country-prefix routing', () => {
  it('shows the English landing at /', async () => {
    await renderAt('/');
    await screen.findByText(en.landing.hero.title);
    expect(screen.getAllByRole('heading', { level: 1 }).map(visibleText)).toEqual([
      en.landing.hero.title,
    ]);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]?.getAttribute('href')).toBe(
      '/auth?signup=true',
    );
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]?.getAttribute('href')).toBe('/auth');
  });

  it('shows the Azerbaijani landing at /az, with links kept under /az', async () => {
    await renderAt('/az');
    await screen.findByText(az.landing.hero.title);
    expect(screen.getAllByRole('heading', { level: 1 }).map(visibleText)).toEqual([
      az.landing.hero.title,
    ]);
    await waitFor(() => expect(document.documentElement.lang).toBe('az'));
    expect(screen.getAllByRole('link', { name: 'Başla' })[0]?.getAttribute('href')).toBe(
      '/az/auth?signup=true',
    );
    expect(screen.getAllByRole('link', { name: 'Daxil ol' })[0]?.getAttribute('href')).toBe(
      '/az/auth',
    );
  });

  it.each(['/kz', '/ge/auth', '/xx/anything', '/nope'])(
    'shows the English 404 at %s',
    async (path) => {
      await renderAt(path);
      await screen.findByText('Oops! Page not found');
      expect(screen.getAllByRole('link', { name: en.notFound.home })[0]?.getAttribute('href')).toBe(
        '/',
      );
      await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    },
  );

  it('shows the Azerbaijani 404 under /az, linking home to /az', async () => {
    await renderAt('/az/nope');
    await screen.findByText(az.notFound.title);
    expect(screen.getAllByRole('link', { name: az.notFound.home })[0]?.getAttribute('href')).toBe(
      '/az',
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('az'));
  });
});

describe('language segments (decision 013)', () => {
  it('shows the Russian landing at /ru, with links kept under /ru', async () => {
    await renderAt('/ru');
    await screen.findByText(ru.landing.hero.title);
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
    expect(
      screen.getAllByRole('link', { name: ru.common.actions.signIn })[0]?.getAttribute('href'),
    ).toBe('/ru/auth');
  });

  it('shows Azerbaijan in Russian at /az/ru, its FAQ joining at /az/ru/auth', async () => {
    await renderAt('/az/ru/faq');
    await screen.findByText(ru.faq.items.q18.question);
    expect(screen.getAllByRole('heading', { level: 1 }).map(visibleText)).toEqual([ru.faq.title]);
    expect(screen.getAllByRole('link', { name: ru.faq.join.button })[0]?.getAttribute('href')).toBe(
      '/az/ru/auth',
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
  });

  it('treats /en as a page of Global English, not a locale: the 404', async () => {
    await renderAt('/en/faq');
    await screen.findByText(en.notFound.title);
  });
});

describe('a signed-in member on the public pages (issue 7 B1)', () => {
  const signedIn = () =>
    stubApi({
      ...signedInAs(sessionUser({ profileStatus: 'approved' })),
      'GET /api/profiles/me': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'x' } },
      }),
    });

  it.each([
    ['/', en],
    ['/az', az],
  ])('opening %s goes to the dashboard under the same prefix', async (path, messages) => {
    signedIn();
    const { container } = await renderAt(path);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map(visibleText)).toContain(
        messages.dashboard.tiles.label,
      ),
    );
    expect(container.textContent).not.toContain(messages.landing.hero.title);
  });

  it('shows the way back to the dashboard in the header instead of Sign In', async () => {
    signedIn();
    await renderAt('/az/nope');
    await screen.findByText(az.notFound.title);
    await waitFor(() =>
      expect(
        screen.getAllByRole('link', { name: az.common.actions.dashboard })[0]?.getAttribute('href'),
      ).toBe('/az/dashboard'),
    );
    expect(screen.queryAllByRole('link', { name: az.common.actions.signIn })).toEqual([]);
  });

  it('keeps Sign In for a visitor', async () => {
    visitor();
    await renderAt('/az');
    await screen.findByText(az.landing.hero.title);
    expect(
      screen.getAllByRole('link', { name: az.common.actions.signIn })[0]?.getAttribute('href'),
    ).toBe('/az/auth');
  });
});

describe('document title', () => {
  it('names each page in its language, one title and one description in <head>', async () => {
    await renderAt('/az/auth?forgot=true');
    await waitFor(() => expect(document.title).toBe(az.auth.meta.forgot));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      az.meta.description,
    );
  });

  it('takes the page title away with the page', async () => {
    const { unmount } = await renderAt('/nope');
    await waitFor(() => expect(document.title).toBe(en.meta.notFoundTitle));
    unmount();
    expect(document.head.querySelectorAll('title, meta[name="description"]')).toHaveLength(0);
  });
});
