import { QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@vusal/shared/catalog/countries';
import az from '@vusal/shared/i18n/az.json';
import en from '@vusal/shared/i18n/en.json';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../../../lib/translation';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { visibleText } from '../../../test/render';
import { SignUpWizard } from '../components/sign-up-wizard';

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** Lets React, react-hook-form's async validation and the mutation finish their work. */
export async function settle(rounds = 3): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/** Mounts the wizard as /auth does in signup mode, in English or (under /az) Azerbaijani. */
export async function renderWizard(language: Language = 'en', onSignIn: () => void = () => {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const i18n = createI18n(language, language === 'az' ? az : en);
  await act(async () => {
    root.render(
      <MemoryRouter
        initialEntries={[language === 'az' ? '/az/auth?signup=true' : '/auth?signup=true']}
      >
        <QueryClientProvider client={createQueryClient()}>
          <I18nProvider i18n={i18n}>
            <SignUpWizard onSignIn={onSignIn} />
          </I18nProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
  });
  return { container, unmount: () => act(() => root.unmount()) };
}

/** The control a visible label names (label[for], aria-labelledby or a fieldset's legend). */
export function control<T extends HTMLElement = HTMLInputElement>(name: string): T {
  for (const label of document.querySelectorAll('label, p[id], legend')) {
    if (visibleText(label) !== name) continue;
    const target =
      label instanceof HTMLLabelElement && label.htmlFor
        ? document.getElementById(label.htmlFor)
        : label.tagName === 'LEGEND'
          ? label.parentElement
          : document.querySelector(`[aria-labelledby~="${label.id}"]`);
    if (target) return target as T;
  }
  throw new Error(`No control labelled "${name}"`);
}

/** The checkbox or radio whose label reads `name` (inside `group` when given). */
export function choice(name: string, group: ParentNode = document): HTMLInputElement {
  const label = [...group.querySelectorAll('label')].find((item) => visibleText(item) === name);
  const input = label?.querySelector('input');
  if (!input) throw new Error(`No choice "${name}"`);
  return input;
}

export function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find(
    (item) => (item.getAttribute('aria-label') ?? visibleText(item)) === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

/** Types into an input, textarea or select the way a browser reports it to React. */
export async function fill(element: HTMLElement, value: string): Promise<void> {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
  await settle(1);
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click());
  await settle();
}

export async function chooseFile(input: HTMLInputElement, file: File): Promise<void> {
  await act(async () => {
    Object.defineProperty(input, 'files', { configurable: true, value: [file] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle(1);
}

/** The texts an element's aria-describedby points at. */
export function description(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => visibleText(document.getElementById(id) ?? document.createElement('i')))
    .join(' ');
}

export function currentStep(): number {
  return Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
}

/** yyyy-mm-dd of the date `years` years before today (UTC, as the server counts ages). */
export function yearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + extraDays);
  return date.toISOString().slice(0, 10);
}
