import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageModule, PageRoute } from './pages';

const loaded: string[] = [];
const page = (name: string) => async (): Promise<PageModule> => {
  loaded.push(name);
  return { default: () => null };
};

vi.mock('./pages', () => ({
  pages: [
    {
      load: page('query-layout'),
      children: [{ path: 'auth', load: page('auth') }],
    },
    { path: '*', load: page('not-found') },
  ] satisfies PageRoute[],
}));

afterEach(() => {
  vi.restoreAllMocks();
  loaded.length = 0;
});

describe('preloadRoute', () => {
  it('starts each route of the path in a task of its own, and settles when all have loaded', async () => {
    // Each timer callback is a task of its own.
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((task: () => void) => {
      tasks.push(task);
      return 0;
    }) as unknown as typeof setTimeout);
    const { preloadRoute } = await import('./router');
    const preloaded = preloadRoute('/auth');
    expect(loaded).toEqual([]);
    expect(tasks).toHaveLength(2);
    tasks[0]!();
    expect(loaded).toEqual(['query-layout']);
    tasks[1]!();
    expect(loaded).toEqual(['query-layout', 'auth']);
    await expect(preloaded).resolves.toBeDefined();
  });
});
