import { QueryClientProvider } from '@tanstack/react-query';
import en from '@vusal/shared/i18n/en.json';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// happy-dom has no `select.size`; react-hook-form reads it to tell a select the person already
// changed (browser autofill) from an untouched one, and without it keeps '' over the default.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}

const roots = new Set<Root>();

/** Renders `ui` with what the editor needs around it: English texts, a query client, a router. */
export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.add(root);
  const queryClient = createQueryClient();
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={['/edit-profile']}>
        <I18nextProvider i18n={createI18n('en', en)}>
          <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        </I18nextProvider>
      </MemoryRouter>,
    );
  });
  return container;
}

export function cleanup(): void {
  for (const root of roots) act(() => root.unmount());
  roots.clear();
  document.body.innerHTML = '';
}

/** Lets pending promises and state updates settle. */
export async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The control whose label reads `text`, "(required)" aside (label[for], or a pill's checkbox). */
export function byLabel(container: HTMLElement, text: string): HTMLElement {
  const label = [...container.querySelectorAll('label')].find((node) =>
    [text, `${text} (required)`].includes(node.textContent?.trim() ?? ''),
  );
  const control = label?.htmlFor
    ? container.querySelector<HTMLElement>(`#${CSS.escape(label.htmlFor)}`)
    : label?.querySelector<HTMLElement>('input');
  if (!control) throw new Error(`No control labelled "${text}"`);
  return control;
}

/** Types into an input or text area as a person would: React sees an input event. */
export async function typeInto(element: HTMLElement, value: string): Promise<void> {
  const prototype =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function selectOption(element: HTMLElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(
      element,
      value,
    );
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click());
}
