import { WIZARD_STEPS } from '@vusal/shared/catalog/constants';
import { signUpSchema } from '@vusal/shared/schemas/registration';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, visibleText } from '../../../test/render';
import { jpegPhoto, jsonResponse } from '../test/fixtures';
import {
  button,
  chosenChip,
  choice,
  chooseFile,
  click,
  control,
  currentStep,
  fill,
  renderWizard,
} from '../test/wizard-harness';
import { account, passAccountStep, passBasicsStep } from '../test/wizard-steps';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast: { error: toastError } }));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  window.sessionStorage.clear();
  toastError.mockReset();
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ status: 'accepted' }, 202));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
});

const consentLabel = 'I have read and accept the Terms of Service and the Privacy Policy';

/**
 * Steps 1–2, a photo and a few answers on step 3, then Next up to the last step, where the
 * consent box is ticked unless `consent` is false.
 */
async function reachLastStep({ consent = true } = {}) {
  await passAccountStep();
  await passBasicsStep();
  await chooseFile(control('Profile photo'), jpegPhoto());
  await fill(control('Marital status'), 'never');
  while (currentStep() < WIZARD_STEPS) {
    if (currentStep() === 5) await click(choice('Jazz'));
    if (currentStep() === 6) {
      await fill(control('Minimum age'), '28');
      await fill(control('Maximum age'), '40');
    }
    await click(button('Next'));
  }
  await fill(control('About me'), 'I love long walks by the Caspian.');
  if (consent) await click(control(consentLabel));
}

function sentRequest() {
  const [path, init] = fetchMock.mock.calls[0] ?? [];
  const body = init?.body as FormData;
  return { path, init, body, data: JSON.parse(String(body.get('data'))) as unknown };
}

describe('submitting the sign-up', () => {
  it('sends data first, then the photo, as the server schema reads it', async () => {
    await renderWizard();
    await reachLastStep();
    await click(button('Complete Registration'));
    const { path, init, body, data } = sentRequest();
    expect(path).toBe('/api/auth/sign-up');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect([...body.keys()]).toEqual(['data', 'photo']);
    expect((body.get('photo') as File).name).toBe('leyla.jpg');
    const parsed = signUpSchema.parse(data);
    expect(parsed).toMatchObject({
      email: account.email,
      firstName: 'Leyla',
      gender: 'female',
      city: 'ganja',
      relationshipGoals: ['marriage'],
      maritalStatus: 'never',
      musicGenres: ['jazz'],
      partnerAgeMin: 28,
      partnerAgeMax: 40,
      bio: 'I love long walks by the Caspian.',
      smokes: null,
      hobbies: null,
    });
    // The page's locale as sent, Global English: the account's mails open there (decision 042).
    expect(data).toMatchObject({ language: 'en', country: null });
    expect(data).not.toHaveProperty('confirmPassword');
  });

  it('says Sending... meanwhile, then stays on a screen that names the address (issue 22, item 6)', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const onSignIn = vi.fn();
    await renderWizard('en', onSignIn);
    await reachLastStep();
    // From here on only: user-event types with a zero delay, which fake timers would slow to
    // their own clock's ticks.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await click(button('Complete Registration'));
    expect(button('Sending...').getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer(jsonResponse({ status: 'accepted' }, 202)));
    await act(() => vi.advanceTimersByTimeAsync(10));
    const status = document.querySelector('[role="status"]');
    expect(status?.querySelector('h2')?.textContent).toBe('Registration complete!');
    expect(visibleText(status!)).toContain(
      `We sent a confirmation link to ${account.email}. Open it to confirm your account.`,
    );
    expect(document.querySelector('form')).toBeNull();
    // Nothing moves the person on by itself: they may still need the address and the resend.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(onSignIn).not.toHaveBeenCalled();
    expect(status?.querySelector('h2')?.textContent).toBe('Registration complete!');
    await click(button('Go to sign in'));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('sends nothing until the consent box is ticked, and says why at the box', async () => {
    await renderWizard();
    await reachLastStep({ consent: false });
    await click(button('Complete Registration'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentStep()).toBe(WIZARD_STEPS);
    const box = control(consentLabel);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    expect(descriptionOf(box)).toContain(
      'Please accept the Terms of Service and the Privacy Policy to create your account.',
    );
    await click(box);
    await click(button('Complete Registration'));
    expect(sentRequest().data).toMatchObject({ acceptTerms: true });
  });

  it('links the consent box to both legal texts, opening in a new tab', async () => {
    await renderWizard();
    await reachLastStep({ consent: false });
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#signup-acceptTerms-links a')];
    expect(links.map((link) => [link.getAttribute('href'), link.target])).toEqual([
      ['/terms', '_blank'],
      ['/privacy', '_blank'],
    ]);
    expect(descriptionOf(control(consentLabel))).toContain('Terms of Service (opens in a new tab)');
  });

  it('sends the confirmation again from the completion screen, for the address typed', async () => {
    await renderWizard();
    await reachLastStep();
    await click(button('Complete Registration'));
    fetchMock.mockClear();
    await click(button('Resend confirmation e-mail'));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/resend-confirmation');
    expect(JSON.parse(String(init?.body))).toEqual({ email: account.email });
    expect(visibleText(document.body)).toContain(
      `If ${account.email} still needs confirming, a new link is on its way.`,
    );
  });

  it("shows the server's field issues on their step, keeping everything typed", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'errors.VALIDATION_FAILED',
            issues: [
              { path: 'partnerAgeMax', message: 'validation.partnerAgeRange' },
              { path: 'email', message: 'validation.emailInvalid' },
            ],
          },
        },
        400,
      ),
    );
    await renderWizard();
    await reachLastStep();
    await click(button('Complete Registration'));
    expect(currentStep()).toBe(1);
    expect(document.activeElement).toBe(control('E-mail'));
    expect(descriptionOf(control('E-mail'))).toContain('Please enter a valid e-mail address.');
    expect(control('E-mail').value).toBe(account.email);
    expect(control('Password').value).toBe(account.password);
    await click(button('Next'));
    expect(control('First name').value).toBe('Leyla');
  });

  it('puts a refused photo (413) back on step 3 with the size message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: { code: 'PAYLOAD_TOO_LARGE', message: 'errors.PAYLOAD_TOO_LARGE' } },
        413,
      ),
    );
    await renderWizard();
    await reachLastStep();
    await click(button('Complete Registration'));
    expect(currentStep()).toBe(3);
    expect(descriptionOf(control('Profile photo'))).toContain('The file size cannot exceed 5MB');
    expect(chosenChip('Marital status')).toBe('never');
  });

  it.each([
    ['RATE_LIMITED', 429, 'Too many attempts. Please wait and try again.'],
    ['INTERNAL', 500, 'Something went wrong. Please try again.'],
  ])('tells of %s in a toast and stays, values intact', async (code, status, text) => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code, message: `errors.${code}` } }, status),
    );
    await renderWizard();
    await reachLastStep();
    await click(button('Complete Registration'));
    expect(toastError).toHaveBeenCalledWith(text);
    expect(currentStep()).toBe(WIZARD_STEPS);
    expect(control('About me').value).toBe('I love long walks by the Caspian.');
    expect(button('Complete Registration')).toBeDefined();
  });

  it('tells of a network failure in a toast', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderWizard();
    await reachLastStep();
    await click(button('Complete Registration'));
    expect(toastError).toHaveBeenCalledWith('Network connection problem. Please try again.');
  });

  it('checks the optional answers before sending: a reversed partner age range', async () => {
    await renderWizard();
    await reachLastStep();
    await click(button('Previous'));
    await click(button('Previous'));
    await fill(control('Minimum age'), '45');
    await click(button('Next'));
    await click(button('Next'));
    await click(button('Complete Registration'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentStep()).toBe(6);
    expect(descriptionOf(control('Maximum age'))).toContain(
      'The minimum age cannot be above the maximum age.',
    );
  });
});
