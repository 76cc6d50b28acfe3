import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, tabIds } from './tab-list';

const tabs = ['users', 'reports', 'audit'] as const;

function Tabs() {
  const [selected, setSelected] = useState<(typeof tabs)[number]>('users');
  return (
    <TabList tabs={tabs} selected={selected} onSelect={setSelected} label="Sections" idPrefix="t">
      {(tab) => tab}
    </TabList>
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('TabList', () => {
  it('moves and selects with the arrows (wrapping), Home and End; one tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeDefined();
    await user.tab();
    expect(document.activeElement).toBe(selectedTab());
    expect(selectedTab().textContent).toBe('users');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab().textContent).toBe('audit');
    expect(document.activeElement).toBe(selectedTab());
    await user.keyboard('{ArrowRight}');
    expect(selectedTab().textContent).toBe('users');
    await user.keyboard('{End}');
    expect(selectedTab().textContent).toBe('audit');
    await user.keyboard('{Home}');
    expect(selectedTab().textContent).toBe('users');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
    ]);
  });

  it('names each tab for its panel', async () => {
    render(<Tabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'reports' }));
    expect(selectedTab().id).toBe(tabIds('t', 'reports').tab);
    expect(selectedTab().getAttribute('aria-controls')).toBe(tabIds('t', 'reports').panel);
  });
});
