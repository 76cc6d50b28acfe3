import az from '@vusal/shared/i18n/az.json';
import en from '@vusal/shared/i18n/en.json';
import ru from '@vusal/shared/i18n/ru.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { forgetSessionProbe } from '../lib/session-probe';
import { cleanup, findByText, getHeading, getLink, renderAt } from '../test/render';
import { sessionUser } from '../test/session';
import { stubApi, waitFor } from '../test/user-input';

const visitor = () => stubApi({ 'GET /api/auth/session': () => ({ body: { user: null } }) });

beforeEach(visitor);

afterEach(() => {
  cleanup();
  queryClient.clear();
  forgetSessionProbe();
  vi.unstubAllGlobals();
});

describe('country-prefix routing', () => {
  it('shows the English landing at /', async () => {
    const { container } = await renderAt('/');
    await findByText(container, en.landing.hero.title);
    expect(getHeading(container, 1)).toEqual([en.landing.hero.title]);
    expect(document.documentElement.lang).toBe('en');
    expect(getLink(container, 'Get Started').getAttribute('href')).toBe('/auth?signup=true');
    expect(getLink(container, 'Sign In').getAttribute('href')).toBe('/auth');
  });

  it('shows the Azerbaijani landing at /az, with links kept under /az', async () => {
    const { container } = await renderAt('/az');
    await findByText(container, az.landing.hero.title);
    expect(getHeading(container, 1)).toEqual([az.landing.hero.title]);
    expect(document.documentElement.lang).toBe('az');
    expect(getLink(container, 'Başla').getAttribute('href')).toBe('/az/auth?signup=true');
    expect(getLink(container, 'Daxil ol').getAttribute('href')).toBe('/az/auth');
  });

  it.each(['/kz', '/ge/auth', '/xx/anything', '/nope'])(
    'shows the English 404 at %s',
    async (path) => {
      const { container } = await renderAt(path);
      await findByText(container, 'Oops! Page not found');
      expect(getLink(container, en.notFound.home).getAttribute('href')).toBe('/');
      expect(document.documentElement.lang).toBe('en');
    },
  );

  it('shows the Azerbaijani 404 under /az, linking home to /az', async () => {
    const { container } = await renderAt('/az/nope');
    await findByText(container, az.notFound.title);
    expect(getLink(container, az.notFound.home).getAttribute('href')).toBe('/az');
    expect(document.documentElement.lang).toBe('az');
  });
});

describe('language segments (decision 013)', () => {
  it('shows the Russian landing at /ru, with links kept under /ru', async () => {
    const { container } = await renderAt('/ru');
    await findByText(container, ru.landing.hero.title);
    expect(document.documentElement.lang).toBe('ru');
    expect(getLink(container, ru.common.actions.signIn).getAttribute('href')).toBe('/ru/auth');
  });

  it('shows Azerbaijan in Russian at /az/ru, its FAQ joining at /az/ru/auth', async () => {
    const { container } = await renderAt('/az/ru/faq');
    await findByText(container, ru.faq.items.q18.question);
    expect(getHeading(container, 1)).toEqual([ru.faq.title]);
    expect(getLink(container, ru.faq.join.button).getAttribute('href')).toBe('/az/ru/auth');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('treats /en as a page of Global English, not a locale: the 404', async () => {
    const { container } = await renderAt('/en/faq');
    await findByText(container, en.notFound.title);
  });
});

describe('a signed-in member on the public pages (issue 7 B1)', () => {
  const signedIn = () =>
    stubApi({
      'GET /api/auth/session': () => ({
        body: { user: sessionUser({ profileStatus: 'approved' }) },
      }),
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
    await waitFor(() => expect(getHeading(container, 2)).toContain(messages.dashboard.tiles.label));
    expect(container.textContent).not.toContain(messages.landing.hero.title);
  });

  it('shows the way back to the dashboard in the header instead of Sign In', async () => {
    signedIn();
    const { container } = await renderAt('/az/nope');
    await findByText(container, az.notFound.title);
    await waitFor(() =>
      expect(getLink(container, az.common.actions.dashboard).getAttribute('href')).toBe(
        '/az/dashboard',
      ),
    );
    expect(() => getLink(container, az.common.actions.signIn)).toThrow();
  });

  it('keeps Sign In for a visitor', async () => {
    visitor();
    const { container } = await renderAt('/az');
    await findByText(container, az.landing.hero.title);
    expect(getLink(container, az.common.actions.signIn).getAttribute('href')).toBe('/az/auth');
  });
});
