import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = ['first', 'second', 'third'] as const;

function renderAccordion() {
  render(
    <Accordion
      items={items}
      heading={(item, index) => `${index + 1}. ${item}?`}
      panel={(item) => `About ${item}.`}
      panelClassName="panel"
    />,
  );
  return items.map((item, index) => screen.getByRole('button', { name: `${index + 1}. ${item}?` }));
}

describe('Accordion', () => {
  it('opens and closes each section with Enter, Space or a click, several at once', async () => {
    const user = userEvent.setup();
    const [first, second] = renderAccordion();
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    first!.focus();
    await user.keyboard('{Enter}');
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    await user.click(second!);
    expect(second!.getAttribute('aria-expanded')).toBe('true');
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    second!.focus();
    await user.keyboard(' ');
    expect(second!.getAttribute('aria-expanded')).toBe('false');
  });

  it('names each region by its heading’s button, closed panels kept in the page', () => {
    const [first] = renderAccordion();
    const region = document.getElementById(first!.getAttribute('aria-controls')!)!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-labelledby')).toBe(first!.id);
    expect(region.textContent).toBe('About first.');
    expect(region.dataset.state).toBe('closed');
    expect(first!.parentElement!.tagName).toBe('H2');
  });

  it('moves between the buttons with ↓ and ↑ (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    const [first, second, third] = renderAccordion();
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    expect(items.map((_, index) => screen.getAllByRole('button')[index]!.tabIndex)).toEqual([
      0, 0, 0,
    ]);
  });
});
