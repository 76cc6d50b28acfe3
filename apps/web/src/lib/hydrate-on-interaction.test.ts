import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateOnInteraction } from './hydrate-on-interaction';

const stops: (() => void)[] = [];

afterEach(() => {
  // A test that never hydrates leaves its listeners: hydrate it so they are removed.
  for (const stop of stops.splice(0)) stop();
});

function setUp(ready: Promise<unknown>) {
  const hydrate = vi.fn();
  const { hydrateNow } = hydrateOnInteraction(hydrate, ready);
  stops.push(hydrateNow);
  return { hydrate, hydrateNow };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hydrateOnInteraction', () => {
  it('leaves the page alone until the visitor does something', async () => {
    const { hydrate } = setUp(Promise.resolve());
    await settle();
    window.dispatchEvent(new Event('scroll'));
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('hydrates inside the first interaction’s listener, before the event reaches the page', async () => {
    const { hydrate } = setUp(Promise.resolve());
    await settle();
    const button = document.createElement('button');
    document.body.append(button);
    let hydratedFirst = false;
    button.addEventListener('click', () => {
      hydratedFirst = hydrate.mock.calls.length === 1;
    });
    button.click();
    expect(hydratedFirst).toBe(true);
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    button.remove();
  });

  it.each(['pointermove', 'pointerdown', 'keydown', 'focusin', 'input'])(
    'counts %s as an interaction',
    async (type) => {
      const { hydrate } = setUp(Promise.resolve());
      await settle();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(hydrate).toHaveBeenCalledTimes(1);
    },
  );

  it('a pointer move counts once the pointer has left where the page first saw it', async () => {
    const { hydrate } = setUp(Promise.resolve());
    await settle();
    const moveTo = (clientX: number, clientY: number) =>
      document.body.dispatchEvent(
        new MouseEvent('pointermove', { bubbles: true, clientX, clientY }),
      );
    // The browser's own move after the first layout, at the cursor's resting place.
    moveTo(0, 0);
    moveTo(0, 0);
    expect(hydrate).not.toHaveBeenCalled();
    moveTo(3, 1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('an interaction before the code has loaded hydrates once it has', async () => {
    let load: (value?: unknown) => void = () => undefined;
    const { hydrate } = setUp(new Promise((resolve) => (load = resolve)));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).not.toHaveBeenCalled();
    load();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('clicks a plain button again once the page is live, when the click came before the code', async () => {
    let load: (value?: unknown) => void = () => undefined;
    const { hydrate } = setUp(new Promise((resolve) => (load = resolve)));
    const menu = document.createElement('button');
    menu.type = 'button';
    const submit = document.createElement('button');
    document.body.append(menu, submit);
    const clicks: string[] = [];
    menu.addEventListener('click', () => clicks.push(hydrate.mock.calls.length ? 'live' : 'html'));
    submit.addEventListener('click', () => clicks.push('submit'));
    menu.click();
    submit.click();
    menu.click();
    load();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
    // Once before the code (lost on a real page), once more on the live page; never the submit.
    expect(clicks).toEqual(['html', 'submit', 'html', 'live']);
    menu.remove();
    submit.remove();
  });

  it('hydrates without an interaction when asked (a member), once', async () => {
    const { hydrate, hydrateNow } = setUp(Promise.resolve());
    await settle();
    hydrateNow();
    hydrateNow();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
