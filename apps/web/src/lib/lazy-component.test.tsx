import { act, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

const Greeting = () => <p>Hello</p>;
const containers: HTMLElement[] = [];

afterEach(() => containers.splice(0).forEach((container) => container.remove()));

/** What a synchronous render shows at once: the component, or the Suspense fallback. */
function renderAtOnce(Component: ComponentType): string {
  const container = document.createElement('div');
  containers.push(container);
  const root = createRoot(container);
  act(() => root.render(<Suspense fallback={<p>Loading</p>}>{<Component />}</Suspense>));
  const text = container.textContent ?? '';
  act(() => root.unmount());
  return text;
}

describe('lazyComponent', () => {
  it('renders at once when its module has loaded (React.lazy suspends first)', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ default: Greeting }));
    await Lazy.preload();
    expect(renderAtOnce(Lazy)).toBe('Hello');
  });

  it('loads its module once, on first render or preload', async () => {
    let loads = 0;
    const Lazy = lazyComponent(() => {
      loads += 1;
      return Promise.resolve({ default: Greeting });
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(renderAtOnce(Lazy)).toBe('Hello');
    expect(loads).toBe(1);
  });
});
