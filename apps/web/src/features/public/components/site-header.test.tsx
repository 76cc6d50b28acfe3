import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';
import { SiteHeader } from './site-header';

describe("the public site's header menu (issue 22, item 4)", () => {
  it('discloses How it works, FAQ and About, and Escape closes it back onto its button', async () => {
    stubApi(signedInAs(null));
    renderWithProviders(<SiteHeader />, { path: '/ru', language: 'ru' });
    const button = screen.getByRole('button', { name: 'Меню' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(menu.hidden).toBe(true);

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu.hidden).toBe(false);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/ru/how-it-works', '/ru/faq', '/ru/about-us']);

    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Как это работает');
    await userEvent.keyboard('{Escape}');
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});
