import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerificationState } from '@vusal/shared/schemas/verification';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { VerificationScreen } from './verification-screen';

const notStarted: VerificationState = {
  status: 'not_started',
  pose: null,
  code: null,
  selfieUrl: null,
  rejectReason: null,
  note: null,
  lostReason: null,
  triesLeft: 3,
  verifiedAt: null,
  required: null,
};
const started: VerificationState = {
  ...notStarted,
  status: 'started',
  pose: 'hand_forehead',
  code: 'K7MX',
  triesLeft: 2,
};

/** The upload's answer: `apiUpload` sends through XMLHttpRequest, for its progress. */
function answerUploads(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress?: (event: ProgressEvent) => void } = {};
    onload?: () => void;
    onloadend?: () => void;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
        this.onloadend?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });

describe('the selfie check', () => {
  it('starts a try: the pose in words and as a picture named by them, the code, the file picker without a camera', async () => {
    const calls = stubApi({
      'GET /api/verification': () => ({ body: notStarted }),
      'POST /api/verification': () => ({ body: started }),
    });
    renderWithProviders(<VerificationScreen />);
    await screen.findByText('Not verified yet');
    expect(screen.getByText('3 tries left today')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    expect(await screen.findByRole('img', { name: 'Hand on your forehead' })).toBeTruthy();
    expect(screen.getByText('K7MX')).toBeTruthy();
    expect(calls.map((call) => call.route)).toContain('POST /api/verification');
    // happy-dom has no camera: the file picker is offered at once.
    expect(screen.getByLabelText('Selfie photo')).toBeTruthy();
  });

  it('keeps the picture and says why when the selfie is refused, then sends a new one', async () => {
    stubApi({ 'GET /api/verification': () => ({ body: started }) });
    const user = userEvent.setup();
    renderWithProviders(<VerificationScreen />);
    await user.upload(await screen.findByLabelText('Selfie photo'), jpeg());
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeTruthy();

    const sent = answerUploads(409, {
      error: { code: 'SELFIE_REUSED', message: 'x' },
    });
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This photo was sent before. Please take a new selfie.');
    expect(screen.getByRole('img', { name: 'Your selfie' })).toBeTruthy();
    expect(sent[0]?.get('selfie')).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Take another' }));
    await user.upload(screen.getByLabelText('Selfie photo'), jpeg());
    answerUploads(200, { ...started, status: 'waiting', pose: null, code: null });
    await user.click(await screen.findByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Waiting for a moderator')).toBeTruthy();
  });

  it('refuses a file that is not a photo beside the picker', async () => {
    stubApi({ 'GET /api/verification': () => ({ body: started }) });
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<VerificationScreen />);
    const input = await screen.findByLabelText('Selfie photo');
    await user.upload(input, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Only JPG and PNG formats are accepted');
    expect(input.getAttribute('aria-describedby')).toBe(alert.parentElement?.id);
  });

  it('falls back to a file when the camera is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
      },
    });
    stubApi({ 'GET /api/verification': () => ({ body: started }) });
    renderWithProviders(<VerificationScreen />);
    expect(await screen.findByLabelText('Selfie photo')).toBeTruthy();
    expect(
      screen.getByText('The camera is not available here. Choose a photo taken just now instead.'),
    ).toBeTruthy();
  });

  it.each([
    [
      'not accepted, with the reason, the note and what to do',
      {
        ...notStarted,
        status: 'rejected',
        rejectReason: 'screen_or_print',
        note: 'Please use the front camera.',
        triesLeft: 1,
      },
      [
        'Not accepted',
        'The selfie is a photo of a screen or a print',
        'Please use the front camera.',
        'What to do:',
        '1 try left today',
      ],
      'Try again',
    ],
    [
      'lost after a photo change, with why',
      { ...notStarted, status: 'lost', lostReason: 'photo_changed' },
      ['Verification ended', 'You changed your main photo.', '3 tries left today'],
      'Verify again',
    ],
  ] as const)('shows %s and a new try', async (_name, state, lines, action) => {
    stubApi({ 'GET /api/verification': () => ({ body: state }) });
    const { container } = renderWithProviders(<VerificationScreen />);
    await screen.findByRole('button', { name: action });
    for (const line of lines) expect(container.textContent).toContain(line);
  });

  it('offers no new try when none is left today', async () => {
    stubApi({
      'GET /api/verification': () => ({
        body: { ...notStarted, status: 'rejected', triesLeft: 0 },
      }),
    });
    renderWithProviders(<VerificationScreen />);
    const button = await screen.findByRole('button', { name: 'Try again' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('No tries left today. Please come back tomorrow.')).toBeTruthy();
  });

  it('shows the tick once verified, in Russian', async () => {
    stubApi({
      'GET /api/verification': () => ({
        body: { ...notStarted, status: 'verified', verifiedAt: '2026-11-26T10:00:00.000Z' },
      }),
    });
    renderWithProviders(<VerificationScreen />, { language: 'ru' });
    const main = await screen.findByRole('main');
    await waitFor(() =>
      expect(within(main).getByRole('img', { name: 'Подтверждён' })).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: /Подтвердить/ })).toBeNull();
  });
});

describe('a request to verify from a moderator (issue 34, item 3)', () => {
  const required: VerificationState = {
    ...notStarted,
    status: 'required',
    required: { reason: 'Your photos look like someone else', appeal: null },
  };

  it('says why, starts a new check at once, and sends the one appeal', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/verification': () => ({ body: required }),
      'POST /api/verification/appeal': () => ({
        body: { ...required, required: { ...required.required!, appeal: 'open' } },
      }),
    });
    renderWithProviders(<VerificationScreen />);
    expect(await screen.findByText('Your photos look like someone else')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify again' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Write your appeal')).toBeTruthy();
    await user.type(screen.getByLabelText('Your appeal'), 'It is really me');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your appeal was sent. A moderator will review it; you can still verify meanwhile.',
    );
    expect(calls.find((call) => call.route === 'POST /api/verification/appeal')?.body).toEqual({
      text: 'It is really me',
    });
  });
});
