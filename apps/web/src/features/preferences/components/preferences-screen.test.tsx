import { defaultPreferences } from '@vusal/shared/schemas/preferences';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { cleanup, findByText, getLink, renderAt, visibleText } from '../../../test/render';
import { sessionUser } from '../../../test/session';
import { choose, click, getButton, getByLabel, stubApi } from '../../../test/user-input';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const session = { 'GET /api/auth/session': () => ({ body: { user: sessionUser() } }) };

/** Moves a range slider as the arrow keys or a drag would. */
async function slide(slider: HTMLElement, value: number) {
  if (!(slider instanceof HTMLInputElement)) throw new Error('slide needs an input');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      slider,
      String(value),
    );
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function switchNamed(container: HTMLElement, label: string): HTMLInputElement {
  const control = getByLabel(container, label);
  if (!(control instanceof HTMLInputElement) || control.getAttribute('role') !== 'switch') {
    throw new Error(`"${label}" is not a switch`);
  }
  return control;
}

/** A radio button by its accessible name (its `aria-labelledby` text). */
function radioNamed(container: HTMLElement, name: string): HTMLInputElement {
  const radio = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (input) =>
      document.getElementById(input.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  );
  if (!radio) throw new Error(`No radio named "${name}"`);
  return radio;
}

describe('/preferences', () => {
  it('shows the saved settings in three sections, in Azerbaijani', async () => {
    stubApi({
      ...session,
      'GET /api/preferences': () => ({
        body: { ...defaultPreferences, minAge: 25, searchCity: 'shaki' },
      }),
    });
    const { container } = await renderAt('/az/preferences');
    await findByText(container, 'Axtarış tənzimləmələri');
    expect(container.querySelector('h1')?.textContent).toBe('Tənzimləmələr');
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Axtarış tənzimləmələri',
      'Məxfilik tənzimləmələri',
      'Bildiriş tənzimləmələri',
    ]);
    expect(visibleText(container)).toContain('25–50 yaş');
    expect((getByLabel(container, 'Minimum yaş') as HTMLInputElement).value).toBe('25');
    expect(switchNamed(container, 'Onlayn statusu göstər').checked).toBe(true);
    expect(switchNamed(container, 'Oxunma bildirişləri').checked).toBe(false);
    expect(switchNamed(container, 'Bildirişlər al').checked).toBe(true);
    // Each privacy option says what it does.
    expect(visibleText(container)).toContain(
      'Profiliniz axtarışda yalnız bəyəndiyiniz insanlara görünür.',
    );
    expect(getLink(container, 'İdarə paneli').getAttribute('href')).toBe('/az/dashboard');
  });

  it('refuses a minimum above the maximum without saving', async () => {
    const calls = stubApi({
      ...session,
      'GET /api/preferences': () => ({ body: defaultPreferences }),
    });
    const { container } = await renderAt('/preferences');
    await findByText(container, 'Search settings');
    await slide(getByLabel(container, 'Minimum age'), 60);
    await slide(getByLabel(container, 'Maximum age'), 30);
    expect(visibleText(container)).toContain('60–30 years');
    await click(getButton(container, 'Save'));
    await findByText(container, 'The minimum age cannot be above the maximum age.');
    expect(calls.some((call) => call.route === 'PUT /api/preferences')).toBe(false);
  });

  it('saves every setting and says so', async () => {
    const calls = stubApi({
      ...session,
      'GET /api/preferences': () => ({ body: defaultPreferences }),
      'PUT /api/preferences': (body) => ({ body }),
    });
    const { container } = await renderAt('/az/preferences');
    await findByText(container, 'Axtarış tənzimləmələri');
    await slide(getByLabel(container, 'Minimum yaş'), 27);
    await choose(getByLabel(container, 'Şəhər'), 'ganja');
    await click(switchNamed(container, 'Məxfilik rejimi'));
    await click(switchNamed(container, 'Bildirişlər al'));
    await click(radioNamed(container, 'Gizli'));
    await click(getButton(container, 'Yadda saxla'));
    await findByText(document.body, 'Tənzimləmələr saxlanıldı');
    expect(calls.find((call) => call.route === 'PUT /api/preferences')?.body).toEqual({
      ...defaultPreferences,
      minAge: 27,
      searchCity: 'ganja',
      privacyMode: true,
      receiveNotifications: false,
      locationVisibility: 'hidden',
    });
  });

  it('shows the server refusing the age range at the sliders', async () => {
    stubApi({
      ...session,
      'GET /api/preferences': () => ({ body: defaultPreferences }),
      'PUT /api/preferences': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'x',
            issues: [{ path: 'minAge', message: 'validation.minAgeAboveMax' }],
          },
        },
      }),
    });
    const { container } = await renderAt('/preferences');
    await findByText(container, 'Search settings');
    await click(getButton(container, 'Save'));
    await findByText(container, 'The minimum age cannot be above the maximum age.');
  });

  it('saves "all cities" as no city', async () => {
    const calls = stubApi({
      ...session,
      'GET /api/preferences': () => ({ body: { ...defaultPreferences, searchCity: 'baku' } }),
      'PUT /api/preferences': (body) => ({ body }),
    });
    const { container } = await renderAt('/preferences');
    await findByText(container, 'Search settings');
    await choose(getByLabel(container, 'City'), '');
    await click(getButton(container, 'Save'));
    await findByText(document.body, 'Settings saved');
    expect(calls.find((call) => call.route === 'PUT /api/preferences')?.body).toMatchObject({
      searchCity: null,
    });
  });
});
