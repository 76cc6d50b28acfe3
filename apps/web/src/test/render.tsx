import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../app/router';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export type Rendered = { container: HTMLElement; unmount: () => void };

const mounted = new Set<Root>();

/** Renders the app's routes at `path`, as the browser would (no @testing-library needed). */
export async function renderAt(path: string): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.add(root);
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </MemoryRouter>,
    );
  });
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      mounted.delete(root);
      container.remove();
    },
  };
}

export function cleanup(): void {
  for (const root of mounted) act(() => root.unmount());
  mounted.clear();
  document.body.innerHTML = '';
}

/** Waits until the lazy chunks and catalogue have arrived and `text` is on screen. */
export async function findByText(container: HTMLElement, text: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!container.textContent?.includes(text)) {
    if (Date.now() > deadline) {
      throw new Error(`"${text}" never appeared. Screen: ${container.textContent?.slice(0, 300)}`);
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

/** The first link in `scope` whose accessible name (aria-label or text) is `name`. */
export function getLink(scope: ParentNode, name: string): HTMLAnchorElement {
  const link = [...scope.querySelectorAll('a')].find(
    (anchor) => (anchor.getAttribute('aria-label') ?? visibleText(anchor)) === name,
  );
  if (!link) throw new Error(`No link named "${name}"`);
  return link;
}

export function getHeading(container: HTMLElement, level: number): string[] {
  return [...container.querySelectorAll(`h${level}`)].map((h) => h.textContent?.trim() ?? '');
}

/** Text as a reader sees it: whitespace (non-breaking spaces included) collapsed. */
export function visibleText(node: Node): string {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}
