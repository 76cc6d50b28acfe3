import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typeInto } from '../../../test/form';
import { renderAt, visibleText } from '../../../test/render';
import { ownProfile } from '../../../test/profiles';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const session = {
  ...signedInAs(sessionUser({ profileStatus: 'none' })),
};
const noProfile = {
  'GET /api/profiles/me': () => ({
    status: 404,
    body: { error: { code: 'NOT_FOUND', message: 'x' } },
  }),
};

function goalBox(container: HTMLElement, label: string): HTMLInputElement {
  const box = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
    (input) => input.closest('label')?.textContent?.trim() === label,
  );
  if (!box) throw new Error(`No goal "${label}"`);
  return box;
}

describe('/profile-setup without a profile', () => {
  it('is titled for creating, links back to the dashboard and lists what is missing', async () => {
    const calls = stubApi({ ...session, ...noProfile });
    const { container } = await renderAt('/az/profile-setup');
    await screen.findByText('Profilinizi yaradın');
    expect(screen.getByRole('link', { name: 'İdarə panelinə qayıt' }).getAttribute('href')).toBe(
      '/az/dashboard',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Profili yarat' }));
    await screen.findByText('Ən azı bir münasibət məqsədi seçməlisiniz');
    const text = visibleText(container);
    expect(text).toContain('Ad və soyadınızı daxil edin.');
    expect(text).toContain('Yaşınızı daxil edin.');
    expect(text).toContain('Şəhərinizi seçin.');
    expect(calls.some((call) => call.route === 'POST /api/profiles/me')).toBe(false);
  });

  it('refuses an age outside 18–80', async () => {
    stubApi({ ...session, ...noProfile });
    await renderAt('/profile-setup');
    await screen.findByText('Create your profile');
    await typeInto('Age', '17');
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    await screen.findByText('Age must be between 18 and 80.');
  });

  it('creates the profile, says it was sent for review and opens my profile', async () => {
    let profile: ReturnType<typeof ownProfile> | null = null;
    const calls = stubApi({
      ...session,
      'GET /api/profiles/me': () =>
        profile
          ? { body: { profile } }
          : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } },
      'POST /api/profiles/me': () => {
        profile = ownProfile({ city: 'ganja' });
        return { status: 201, body: { profile } };
      },
    });
    const { container } = await renderAt('/profile-setup');
    await screen.findByText('Create your profile');
    await typeInto('Full name', 'Aysel Məmmədova');
    await typeInto('Age', '31');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'ganja');
    await typeInto('About me', 'I love the Caspian at sunset.');
    await userEvent.click(goalBox(container, 'Friendship'));
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));

    await screen.findByText('Your profile has been submitted and sent for review');
    await screen.findByText('My Profile');
    expect(calls.find((call) => call.route === 'POST /api/profiles/me')?.body).toEqual({
      fullName: 'Aysel Məmmədova',
      age: 31,
      city: 'ganja',
      bio: 'I love the Caspian at sunset.',
      relationshipGoals: ['friendship'],
    });
  });
});

describe('/profile-setup, contact details in a text (decision 038)', () => {
  it("shows the server's refusal at the field and keeps what was typed", async () => {
    const phone = 'Call me: 050 123 45 67';
    const calls = stubApi({
      ...session,
      ...noProfile,
      'POST /api/profiles/me': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'x',
            issues: [{ path: 'bio', message: 'validation.contactDetails' }],
          },
        },
      }),
    });
    const { container } = await renderAt('/profile-setup');
    await screen.findByText('Create your profile');
    await userEvent.type(screen.getByLabelText('Full name'), 'Aysel Məmmədova');
    await typeInto('Age', '31');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'ganja');
    await userEvent.type(screen.getByLabelText('About me'), phone);
    await userEvent.click(goalBox(container, 'Friendship'));
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));

    const bio = screen.getByLabelText('About me') as HTMLTextAreaElement;
    await waitFor(() => expect(bio.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.find((call) => call.route === 'POST /api/profiles/me')?.body).toMatchObject({
      bio: phone,
    });
    const described = bio.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'Please leave out contact details',
    );
    expect(bio.value).toBe(phone);
  });
});

describe('/profile-setup with a profile', () => {
  it('is titled for editing, locks name and age and sends only the editable fields', async () => {
    const calls = stubApi({
      ...session,
      'GET /api/profiles/me': () => ({ body: { profile: ownProfile() } }),
      'PATCH /api/profiles/me': () => ({ body: { profile: ownProfile({ city: 'shaki' }) } }),
    });
    await renderAt('/az/profile-setup');
    await screen.findByText('Profili Redaktə Et');
    expect(screen.getByRole('link', { name: 'Profilimə qayıt' }).getAttribute('href')).toBe(
      '/az/my-profile',
    );
    expect((screen.getByLabelText('Ad və soyad') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Yaş') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Ad və soyad') as HTMLInputElement).value).toBe(
      'Aysel Məmmədova',
    );

    await userEvent.selectOptions(screen.getByLabelText('Şəhər'), 'shaki');
    await userEvent.click(screen.getByRole('button', { name: 'Dəyişiklikləri saxla' }));
    await screen.findByText('Profiliniz müvəffəqiyyətlə yeniləndi!');
    await screen.findByText('Mənim Profilim');
    expect(calls.find((call) => call.route === 'PATCH /api/profiles/me')?.body).toEqual({
      city: 'shaki',
      bio: 'I love the Caspian at sunset.',
      relationshipGoals: ['marriage', 'serious_relationship'],
    });
  });

  it('keeps what was typed when the save fails, and says so', async () => {
    stubApi({
      ...session,
      'GET /api/profiles/me': () => ({ body: { profile: ownProfile() } }),
      'PATCH /api/profiles/me': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' } },
      }),
    });
    const { container } = await renderAt('/az/profile-setup');
    await screen.findByText('Profili Redaktə Et');
    // happy-dom does not show react-hook-form's default in a select (Chromium does: see e2e).
    await userEvent.selectOptions(screen.getByLabelText('Şəhər'), 'baku');
    await typeInto('Haqqımda', 'Yeni mətn');
    await userEvent.click(screen.getByRole('button', { name: 'Dəyişiklikləri saxla' }));
    await screen.findByText('Profil yeniləməsi zamanı xəta baş verdi');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Dəyişiklikləri saxla' })).toBeDefined(),
    );
    expect((screen.getByLabelText('Haqqımda') as HTMLTextAreaElement).value).toBe('Yeni mətn');
    expect(visibleText(container)).toContain('Profili Redaktə Et');
  });
});
