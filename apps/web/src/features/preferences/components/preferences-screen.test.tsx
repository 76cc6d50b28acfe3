import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPreferences } from '@vusal/shared/schemas/preferences';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt, visibleText } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const session = {
  ...signedInAs(sessionUser()),
  'GET /api/blocks': () => ({ body: { items: [] } }),
  'GET /api/account/export': () => ({ body: { export: null } }),
};

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
  const control = screen.getByLabelText(label);
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
    await screen.findByText('Axtarış tənzimləmələri');
    expect(container.querySelector('h1')?.textContent).toBe('Tənzimləmələr');
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Axtarış tənzimləmələri',
      'Məxfilik tənzimləmələri',
      'Bildiriş tənzimləmələri',
      'Bloklanmış şəxslər',
      'Məlumatlarımı yüklə',
    ]);
    expect(visibleText(container)).toContain('25–50 yaş');
    expect((screen.getByLabelText('Minimum yaş') as HTMLInputElement).value).toBe('25');
    expect(switchNamed(container, 'Onlayn statusu göstər').checked).toBe(true);
    expect(switchNamed(container, 'Oxunma bildirişləri').checked).toBe(false);
    expect(switchNamed(container, 'Bildirişlər al').checked).toBe(true);
    // Each privacy option says what it does.
    expect(visibleText(container)).toContain(
      'Axtarışda və kəşfdə sizi yalnız bəyəndiyiniz üzvlər görür.',
    );
    expect(screen.getByRole('link', { name: 'İdarə paneli' }).getAttribute('href')).toBe(
      '/az/dashboard',
    );
  });

  it('refuses a minimum above the maximum without saving', async () => {
    const calls = stubApi({
      ...session,
      'GET /api/preferences': () => ({ body: defaultPreferences }),
    });
    const { container } = await renderAt('/preferences');
    await screen.findByText('Search settings');
    await slide(screen.getByLabelText('Minimum age'), 60);
    await slide(screen.getByLabelText('Maximum age'), 30);
    expect(visibleText(container)).toContain('60–30 years');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The minimum age cannot be above the maximum age.');
    expect(calls.some((call) => call.route === 'PUT /api/preferences')).toBe(false);
  });

  it('saves every setting and says so', async () => {
    const calls = stubApi({
      ...session,
      'GET /api/preferences': () => ({ body: defaultPreferences }),
      'PUT /api/preferences': (body) => ({ body }),
    });
    const { container } = await renderAt('/az/preferences');
    await screen.findByText('Axtarış tənzimləmələri');
    await slide(screen.getByLabelText('Minimum yaş'), 27);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Şəhər' }), 'ganja');
    await userEvent.click(switchNamed(container, 'Məxfilik rejimi'));
    await userEvent.click(switchNamed(container, 'Bildirişlər al'));
    await userEvent.click(
      switchNamed(container, 'Məni yalnız təsdiqlənmiş üzvlər bəyənə və mənə yaza bilsin'),
    );
    await userEvent.click(radioNamed(container, 'Gizli'));
    await userEvent.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await screen.findByText('Tənzimləmələr saxlanıldı');
    expect(calls.find((call) => call.route === 'PUT /api/preferences')?.body).toEqual({
      ...defaultPreferences,
      minAge: 27,
      searchCity: 'ganja',
      privacyMode: true,
      receiveNotifications: false,
      onlyVerifiedContact: true,
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
    await renderAt('/preferences');
    await screen.findByText('Search settings');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The minimum age cannot be above the maximum age.');
  });

  it('says to wait when the photo choice changed too often (decision 046)', async () => {
    stubApi({
      ...session,
      'GET /api/preferences': () => ({ body: defaultPreferences }),
      'PUT /api/preferences': () => ({
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: 'x' } },
      }),
    });
    await renderAt('/preferences');
    await screen.findByText('Search settings');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Too many attempts. Please wait and try again.');
  });

  it('saves "all cities" as no city', async () => {
    const calls = stubApi({
      ...session,
      'GET /api/preferences': () => ({ body: { ...defaultPreferences, searchCity: 'baku' } }),
      'PUT /api/preferences': (body) => ({ body }),
    });
    await renderAt('/preferences');
    await screen.findByText('Search settings');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved');
    expect(calls.find((call) => call.route === 'PUT /api/preferences')?.body).toMatchObject({
      searchCity: null,
    });
  });

  it('saves how often each topic is told, by push and by e-mail, and no quiet hours as null', async () => {
    const calls = stubApi({
      ...session,
      'GET /api/preferences': () => ({ body: defaultPreferences }),
      'PUT /api/preferences': (body) => ({ body }),
    });
    await renderAt('/preferences');
    await screen.findByText('Search settings', undefined, { timeout: 5000 });
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('Asia/Baku');
    const [, emailOfLikes] = screen.getAllByRole('combobox', { name: 'By e-mail' }).slice(1);
    expect((emailOfLikes as HTMLSelectElement).value).toBe('daily');
    await userEvent.selectOptions(emailOfLikes!, 'off');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.clear(screen.getByLabelText('Until'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved');
    expect(calls.find((call) => call.route === 'PUT /api/preferences')?.body).toEqual({
      ...defaultPreferences,
      emailLikes: 'off',
      quietHoursFrom: null,
      quietHoursTo: null,
    });
  });
});
