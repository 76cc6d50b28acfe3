import type { Language } from '@vusal/shared/catalog/countries';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/providers';
import { visibleText } from '../../../test/render';
import { SignUpWizard } from '../components/sign-up-wizard';

/** Lets react-hook-form's async validation and the mutation finish after an event. */
export async function settle(rounds = 3): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/** Mounts the wizard as /auth does in signup mode, in English or (under /az) Azerbaijani. */
export async function renderWizard(language: Language = 'en', onSignIn: () => void = () => {}) {
  const rendered = renderWithProviders(<SignUpWizard onSignIn={onSignIn} />, {
    path: language === 'az' ? '/az/auth?signup=true' : '/auth?signup=true',
    language,
  });
  await settle(1);
  return rendered;
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

/** The value of the chip chosen in the group `name`, if any. */
export function chosenChip(name: string): string | undefined {
  return control<HTMLFieldSetElement>(name).querySelector<HTMLInputElement>('input:checked')?.value;
}

export function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name });
}

/** Types into an input or text area, picks a select's option or taps a chip, as a person would. */
export async function fill(element: HTMLElement, value: string): Promise<void> {
  if (element instanceof HTMLSelectElement) {
    await userEvent.selectOptions(element, value);
  } else if (element instanceof HTMLFieldSetElement) {
    const chip = element.querySelector<HTMLInputElement>(`input[value="${value}"]`);
    if (!chip) throw new Error(`No chip "${value}"`);
    await userEvent.click(chip);
  } else {
    await userEvent.clear(element);
    if (value) await userEvent.type(element, value);
  }
  await settle(1);
}

export async function click(element: HTMLElement): Promise<void> {
  await userEvent.click(element);
  await settle();
}

export async function chooseFile(input: HTMLInputElement, file: File): Promise<void> {
  // Unfiltered by the input's `accept`: the wizard's own check of the type is under test.
  await userEvent.setup({ applyAccept: false }).upload(input, file);
  await settle(1);
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
