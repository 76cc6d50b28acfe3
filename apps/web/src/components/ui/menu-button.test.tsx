import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu-button';

function renderMenu() {
  const ran: string[] = [];
  const focusedAsRun: (Element | null)[] = [];
  const action = (key: string, label: string) => ({
    key,
    label,
    run: () => {
      ran.push(key);
      focusedAsRun.push(document.activeElement);
    },
  });
  render(
    <>
      <MenuButton
        label="Message actions"
        align="start"
        className=""
        actions={[
          action('copy', 'Copy text'),
          action('forward', 'Forward'),
          action('report', 'Report this message'),
          action('remove', 'Remove for me'),
        ]}
      >
        ⋯
      </MenuButton>
      <button type="button">elsewhere</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Message actions' });
  return { button, ran, focusedAsRun };
}

const focusedName = () => document.activeElement?.textContent;

describe('MenuButton (the WAI-ARIA menu button)', () => {
  it('opens by keyboard at its first item, names the menu after the button, and Escape closes it', async () => {
    const user = userEvent.setup();
    const { button, ran } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Message actions' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Copy text',
      'Forward',
      'Report this message',
      'Remove for me',
    ]);
    expect(focusedName()).toBe('Copy text');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(ran).toEqual([]);
  });

  it('Space and ArrowDown open it at the first item, ArrowUp at the last', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard(' ');
    expect(focusedName()).toBe('Copy text');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('Remove for me');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Copy text');
  });

  it('the arrows move and wrap, Home and End jump, a letter finds the next item that starts with it', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Forward');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focusedName()).toBe('Remove for me');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Copy text');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('Remove for me');
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('Copy text');
    await user.keyboard('r');
    expect(focusedName()).toBe('Report this message');
    await user.keyboard('R');
    expect(focusedName()).toBe('Remove for me');
    await user.keyboard('r');
    expect(focusedName()).toBe('Report this message');
    await user.keyboard('x');
    expect(focusedName()).toBe('Report this message');
  });

  it('Tab closes it and leaves the focus on the button', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])(
    '%s on an item runs it once, closes the menu and has given the focus back first',
    async (_name, key) => {
      const user = userEvent.setup();
      const { button, ran, focusedAsRun } = renderMenu();
      button.focus();
      await user.keyboard('{Enter}{ArrowDown}{ArrowDown}');
      await user.keyboard(key);
      expect(ran).toEqual(['report']);
      expect(focusedAsRun).toEqual([button]);
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(button);
    },
  );

  it('a click opens and closes it, a click on an item runs it, a click elsewhere closes it', async () => {
    const user = userEvent.setup();
    const { button, ran } = renderMenu();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Forward' }));
    expect(ran).toEqual(['forward']);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(ran).toEqual(['forward']);
  });

  it('a key it does not use goes on to the page', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn();
    const { button } = renderMenu();
    document.addEventListener('keydown', onKeyDown);
    button.focus();
    await user.keyboard('{Enter}{PageDown}');
    document.removeEventListener('keydown', onKeyDown);
    expect(onKeyDown.mock.calls.map(([event]) => (event as KeyboardEvent).key)).toContain(
      'PageDown',
    );
  });
});
