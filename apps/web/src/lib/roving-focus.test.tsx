import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { rovingItem, useRovingFocus } from './roving-focus';

let container: HTMLDivElement;

function List({ labels }: { labels: string[] }) {
  const roving = useRovingFocus<HTMLUListElement>();
  return (
    <>
      <button type="button">before</button>
      <ul {...roving}>
        {labels.map((label) => (
          <li key={label}>
            <button type="button" {...rovingItem}>
              {label}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

async function render(labels: string[]) {
  container ??= document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<List labels={labels} />));
  return root;
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((item) => item.textContent === name)!;
const tabbable = () =>
  [...container.querySelectorAll('ul button')]
    .filter((item) => item.getAttribute('tabindex') === '0')
    .map((item) => item.textContent);
const press = async (key: string) =>
  act(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

afterEach(() => {
  container.innerHTML = '';
});

describe('one tab stop for a list of message menus (issue 22, item 9)', () => {
  it('leaves only the newest item in the tab order, and the arrows move between items', async () => {
    const root = await render(['one', 'two', 'three']);
    expect(tabbable()).toEqual(['three']);
    act(() => button('three').focus());
    await press('ArrowUp');
    expect(document.activeElement).toBe(button('two'));
    expect(tabbable()).toEqual(['two']);
    await press('Home');
    expect(document.activeElement).toBe(button('one'));
    await press('ArrowUp');
    expect(document.activeElement).toBe(button('one'));
    await press('End');
    expect(document.activeElement).toBe(button('three'));
    await press('ArrowDown');
    expect(document.activeElement).toBe(button('three'));
    act(() => root.unmount());
  });

  it('keeps the stop on the item last used when new items arrive', async () => {
    const root = await render(['one', 'two']);
    act(() => button('one').focus());
    await act(async () => root.render(<List labels={['one', 'two', 'three']} />));
    expect(tabbable()).toEqual(['one']);
    act(() => root.unmount());
  });
});
