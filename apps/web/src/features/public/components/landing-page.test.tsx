import { screen, within } from '@testing-library/react';
import { FREE_PERIOD, PRICES } from '@vusal/shared/catalog/constants';
import { countries } from '@vusal/shared/catalog/countries';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from '../../../lib/format';
import { forgetSessionProbe } from '../../../lib/session-probe';
import { renderAt, visibleText, waitForText } from '../../../test/render';
import { signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

// The landing asks whether someone is signed in (issue 7 B1): here, a visitor.
beforeEach(() => stubApi(signedInAs(null)));

afterEach(() => {
  vi.useRealTimers();
  forgetSessionProbe();
});

const money = (amount: number, language: string) =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: PRICES.currency,
    maximumFractionDigits: 0,
  })
    .format(amount)
    .replace(/\s+/g, ' ');

const text = visibleText;

describe('landing page', () => {
  it('states the free period and prices from the shared constants (English)', async () => {
    const { container } = await renderAt('/');
    // The sections below the fold and the footer arrive separately: wait for the prices.
    await waitForText(container, `${money(PRICES.monthly, 'en')} / month`);
    const users = formatCount(FREE_PERIOD.users, 'en');
    expect(text(container)).toContain(
      `Free for ${FREE_PERIOD.months} months for the first ${users} members`,
    );
    expect(text(container)).toContain(`${money(PRICES.monthly, 'en')} / month`);
    expect(text(container)).toContain(`${money(PRICES.premium, 'en')} / month`);
    // Global has no currency of its own: the note names the one the prices are in.
    expect(text(container)).toContain(`(${PRICES.currency})`);
  });

  it('states them in Azerbaijani under /az, in manat', async () => {
    const { container } = await renderAt('/az');
    await waitForText(container, `ayda ${money(PRICES.monthly, 'az')}`);
    const users = formatCount(FREE_PERIOD.users, 'az');
    expect(text(container)).toContain(
      `İlk ${users} istifadəçi üçün ${FREE_PERIOD.months} ay pulsuz`,
    );
    expect(text(container)).toContain(`ayda ${money(PRICES.monthly, 'az')}`);
    expect(text(container)).toContain(`ayda ${money(PRICES.premium, 'az')}`);
    expect(money(PRICES.monthly, 'az')).toContain('₼');
  });

  it('shows the current year in the footer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-01T12:00:00Z'));
    await renderAt('/');
    await screen.findByText('© 2031 Vüsal');
  });

  it('lists every region: Global and active countries as links, the others as Coming Soon', async () => {
    const { container } = await renderAt('/');
    await screen.findByText('Choose your region');
    const cards = [...container.querySelectorAll('#regions li')];
    expect(cards.map((card) => card.querySelector('a')?.getAttribute('href') ?? null)).toEqual([
      '/',
      ...countries.map((country) => (country.isActive ? `/${country.code}` : null)),
    ]);
    // Under Global, the Global card is the current one.
    expect(cards[0]?.querySelector('a')?.getAttribute('aria-current')).toBe('page');
    for (const country of countries) {
      const card = cards.find((item) => item.textContent?.includes(country.localName));
      expect(card, country.code).toBeDefined();
      // The flag is drawn, not an emoji (two letters on Windows, a box without an emoji font).
      expect(card?.querySelector('svg[aria-hidden="true"]'), country.code).not.toBeNull();
      expect(card?.textContent).not.toContain(country.flag);
      const link = card?.querySelector('a');
      if (country.isActive) expect(link?.getAttribute('href')).toBe(`/${country.code}`);
      else {
        expect(link).toBeNull();
        expect(card?.querySelector('[aria-disabled="true"]')?.textContent).toContain('Coming Soon');
      }
    }
  });

  it('keeps footer links under the prefix and leaves placeholders inert', async () => {
    const { container } = await renderAt('/az');
    await screen.findByText('©', { exact: false });
    const footer = container.querySelector('footer');
    if (!footer) throw new Error('no footer');
    expect(within(footer).getByRole('link', { name: 'Haqqımızda' }).getAttribute('href')).toBe(
      '/az/about-us',
    );
    expect(within(footer).getByRole('link', { name: 'Necə işləyir' }).getAttribute('href')).toBe(
      '/az/how-it-works',
    );
    expect(
      within(footer).getByRole('link', { name: 'Suallar və cavablar' }).getAttribute('href'),
    ).toBe('/az/faq');
    expect(
      within(footer).getByRole('link', { name: 'İstifadə şərtləri' }).getAttribute('href'),
    ).toBe('/az/terms');
    expect(
      within(footer).getByRole('link', { name: 'Məxfilik siyasəti' }).getAttribute('href'),
    ).toBe('/az/privacy');
    const inert = [...container.querySelectorAll('footer [aria-disabled="true"]')];
    expect(inert.map((item) => item.firstChild?.textContent)).toEqual(['Bloq', 'Əlaqə']);
    expect(
      container.querySelector('footer [aria-disabled="true"] a, footer a[aria-disabled]'),
    ).toBeNull();
  });
});
