import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWIPE_THRESHOLD_PX, useSwipe } from './use-swipe';

afterEach(() => {
  document.body.innerHTML = '';
});

function Card(props: { onLeft: () => void; onRight: () => void }) {
  const swipe = useSwipe(props);
  return <div data-testid="card" {...swipe.bind} />;
}

async function mount() {
  const handlers = { onLeft: vi.fn(), onRight: vi.fn() };
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<Card {...handlers} />));
  return { card: container.querySelector('[data-testid="card"]')!, ...handlers };
}

async function drag(card: Element, pointerType: string, distance: number) {
  const event = (type: string, clientX: number) =>
    new PointerEvent(type, { bubbles: true, pointerId: 7, pointerType, clientX });
  await act(async () => {
    card.dispatchEvent(event('pointerdown', 200));
    card.dispatchEvent(event('pointermove', 200 + distance / 2));
    card.dispatchEvent(event('pointerup', 200 + distance));
  });
}

describe('swiping a browse card', () => {
  it('passes on a swipe to the left and likes on a swipe to the right', async () => {
    const { card, onLeft, onRight } = await mount();
    await drag(card, 'touch', -(SWIPE_THRESHOLD_PX + 20));
    expect(onLeft).toHaveBeenCalledTimes(1);
    await drag(card, 'touch', SWIPE_THRESHOLD_PX + 20);
    expect(onRight).toHaveBeenCalledTimes(1);
  });

  it('ignores short moves and the mouse', async () => {
    const { card, onLeft, onRight } = await mount();
    await drag(card, 'touch', SWIPE_THRESHOLD_PX - 10);
    await drag(card, 'mouse', -(SWIPE_THRESHOLD_PX + 50));
    expect(onLeft).not.toHaveBeenCalled();
    expect(onRight).not.toHaveBeenCalled();
  });
});
