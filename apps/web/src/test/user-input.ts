import { act } from 'react';
import { vi } from 'vitest';

/** Types into an input or text area as a person would: React sees an input event. */
export async function typeInto(field: Element | null, value: string): Promise<void> {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
    throw new Error('typeInto needs an input or a text area');
  }
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  await act(async () => {
    field.focus();
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Picks an option of a select by its value. */
export async function choose(select: Element | null, value: string): Promise<void> {
  if (!(select instanceof HTMLSelectElement)) throw new Error('choose needs a select');
  await act(async () => {
    select.focus();
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Moves focus away from a field, as Tab would. */
export async function leave(field: Element | null): Promise<void> {
  if (!(field instanceof HTMLElement)) throw new Error('leave needs an element');
  await act(async () => {
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    field.blur();
  });
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('click needs an element');
  await act(async () => element.click());
}

/** The form control labelled `label` (exact text of its <label>). */
export function getByLabel(scope: ParentNode, label: string): HTMLElement {
  const element = [...scope.querySelectorAll('label')].find(
    (item) => item.textContent?.trim() === label,
  );
  const control = element?.htmlFor ? document.getElementById(element.htmlFor) : null;
  if (!control) throw new Error(`No control labelled "${label}"`);
  return control;
}

/** The button whose accessible name (aria-label or text) is `name`. */
export function getButton(scope: ParentNode, name: string): HTMLButtonElement {
  const button = [...scope.querySelectorAll('button')].find(
    (item) =>
      (item.getAttribute('aria-label') ?? item.textContent?.replace(/\s+/g, ' ').trim()) === name,
  );
  if (!button) throw new Error(`No button named "${name}"`);
  return button;
}

/** The text an assistive technology reads as the element's description. */
export function descriptionOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Waits until `check` stops throwing (React, lazy chunks and fetches settle). */
export async function waitFor(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
/** Given the request's JSON body and its URL (for the query string). */
type Handler = (body: unknown, url: URL) => Reply;

/**
 * Answers the app's API calls from a table of `METHOD /path` handlers; anything else fails the
 * test. Returns the recorded calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ route, body });
    const handler = handlers[route];
    if (!handler) throw new Error(`Unexpected API call: ${route}`);
    const reply = handler(body, url);
    const status = reply.status ?? 200;
    const payload = status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(payload, {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
