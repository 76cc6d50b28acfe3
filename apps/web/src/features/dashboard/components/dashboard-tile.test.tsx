import en from '@vusal/shared/i18n/en.json';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../../../lib/translation';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { visibleText } from '../../../test/render';
import { badgeText } from '../../../lib/badge-text';
import { DashboardTile } from './dashboard-tile';

afterEach(() => {
  document.body.innerHTML = '';
});

async function renderTile(badge?: number) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter>
        <I18nProvider i18n={createI18n('en', en)}>
          <DashboardTile
            to="/messages"
            icon={null}
            title="Messages"
            text="Chat with your matches."
            badge={badge}
          />
        </I18nProvider>
      </MemoryRouter>,
    );
  });
  return container;
}

describe('the dashboard badge', () => {
  it('shows nothing at 0, the count up to 9, then 9+', () => {
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });

  it('shows 9+ on a tile above 9, and says so to screen readers', async () => {
    const container = await renderTile(12);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/messages');
    expect(container.querySelector('[data-testid="tile-badge"]')?.textContent).toBe('9+');
    expect(visibleText(link)).toContain('(more than 9 new)');
  });

  it('shows the count itself up to 9, and no badge without news', async () => {
    const withThree = await renderTile(3);
    expect(withThree.querySelector('[data-testid="tile-badge"]')?.textContent).toBe('3');
    expect(visibleText(withThree)).toContain('(3 new)');
    document.body.innerHTML = '';
    const without = await renderTile();
    expect(without.querySelector('[data-testid="tile-badge"]')).toBeNull();
  });
});
