import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_EXIT_MS, type ToastOptions, type ToastType } from '../lib/toast-store';
import { renderWithProviders } from '../test/providers';
import Toaster from './toaster';

const raise = (type: ToastType, title: string, options?: ToastOptions) =>
  act(() => showToast(type, title, options));
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const region = () => screen.getByRole('region', { name: 'Notifications' });
const shown = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((toast) => toast.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  renderWithProviders(<Toaster />);
});

describe('the toaster', () => {
  it('shows a toast in the notifications region, announced politely', async () => {
    await raise('success', 'Profile saved', { description: 'Others see it now' });
    const status = within(region()).getByRole('status');
    expect(status.textContent).toBe('Profile savedOthers see it now');
    expect(region().getAttribute('aria-live')).toBe('polite');
  });

  it('announces an error assertively', async () => {
    await raise('error', 'Could not save');
    expect(within(region()).getByRole('alert').textContent).toBe('Could not save');
    expect(within(region()).queryByRole('status')).toBeNull();
  });

  it('stacks toasts newest first, showing the newest three', async () => {
    await raise('info', 'First');
    await raise('message', 'Second');
    expect(shown()).toEqual(['Second', 'First']);
    await raise('success', 'Third');
    await raise('error', 'Fourth');
    expect(shown()).toEqual(['Fourth', 'Third', 'Second']);
  });

  it('replaces a toast raised again with the same id, in its place, and counts its time afresh', async () => {
    await raise('error', 'Service unavailable', { id: 'down', duration: 3000 });
    await raise('info', 'Other');
    await wait(2000);
    await raise('error', 'Service still unavailable', { id: 'down', duration: 3000 });
    expect(shown()).toEqual(['Other', 'Service still unavailable']);
    await wait(2000 + TOAST_EXIT_MS);
    expect(shown()).toEqual(['Service still unavailable']);
  });

  it('closes a toast after its duration, four seconds unless told', async () => {
    await raise('success', 'Saved', { duration: 3000 });
    await raise('info', 'Hint');
    await wait(2999);
    expect(shown()).toEqual(['Hint', 'Saved']);
    await wait(1 + TOAST_EXIT_MS);
    expect(shown()).toEqual(['Hint']);
    await wait(1000);
    expect(shown()).toEqual([]);
  });

  it('holds the timers while the pointer is over the toasts, and counts on once it leaves', async () => {
    await raise('success', 'Saved', { duration: 3000 });
    await wait(2000);
    fireEvent.pointerEnter(within(region()).getByRole('list'));
    await wait(10_000);
    expect(shown()).toEqual(['Saved']);
    fireEvent.pointerLeave(within(region()).getByRole('list'));
    await wait(999);
    expect(shown()).toEqual(['Saved']);
    await wait(1 + TOAST_EXIT_MS);
    expect(shown()).toEqual([]);
  });

  it('ends the hold when the toast under the pointer closes and the pointer moves on', async () => {
    await raise('info', 'Older', { duration: 3000 });
    await raise('success', 'Newer');
    fireEvent.pointerEnter(within(region()).getByRole('list'));
    const newer = within(region()).getAllByRole('listitem')[0]!;
    fireEvent.click(within(newer).getByRole('button', { name: 'Close notification' }));
    await wait(TOAST_EXIT_MS);
    fireEvent.pointerOver(document.body);
    await wait(3000 + TOAST_EXIT_MS);
    expect(shown()).toEqual([]);
  });

  it('closes a toast with its Close button', async () => {
    await raise('success', 'Saved');
    fireEvent.click(within(region()).getByRole('button', { name: 'Close notification' }));
    await wait(TOAST_EXIT_MS);
    expect(shown()).toEqual([]);
  });

  it('closes the focused toast with Escape, holding its timer while it has the focus', async () => {
    await raise('info', 'Hint', { duration: 1000 });
    const toast = within(region()).getByRole('listitem');
    act(() => toast.focus());
    await wait(5000);
    expect(shown()).toEqual(['Hint']);
    fireEvent.keyDown(toast, { key: 'Escape' });
    await wait(TOAST_EXIT_MS);
    expect(shown()).toEqual([]);
  });

  it('takes the focus to the newest toast on Alt+T', async () => {
    await raise('info', 'Older');
    await raise('info', 'Newest');
    fireEvent.keyDown(document, { altKey: true, code: 'KeyT' });
    expect(document.activeElement?.textContent).toBe('Newest');
  });
});
