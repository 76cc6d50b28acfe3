import { act, render, type RenderResult, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { AppRoutes } from '../app/router';

/**
 * Testing Library's `render` of the app's routes at `path`, as the browser would show that
 * address. Inside an awaited `act`: the routes are lazy, and React 19 leaves a tree that
 * suspends in a synchronous `act` suspended. A feature's component alone renders through
 * `renderWithProviders` instead.
 */
export async function renderAt(path: string): Promise<RenderResult> {
  let rendered: RenderResult | undefined;
  await act(async () => {
    rendered = render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </MemoryRouter>,
    );
  });
  if (!rendered) throw new Error('render did not run');
  return rendered;
}

/** Text as a reader sees it: whitespace (non-breaking spaces included) collapsed. */
export function visibleText(node: Node): string {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The text an assistive technology reads as the element's description. */
export function descriptionOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/**
 * Waits until `container` reads `text` anywhere in it (across elements, unlike `findByText`),
 * patiently: a route's first render loads its chunks and catalogue, slow on a busy machine.
 */
export function waitForText(container: HTMLElement, text: string): Promise<void> {
  return waitFor(() => expect(visibleText(container)).toContain(text), { timeout: 15_000 });
}
