import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { cleanup, findByText, getLink, renderAt, visibleText } from '../../../test/render';
import { ownProfile } from '../../../test/profiles';
import { sessionUser } from '../../../test/session';
import {
  choose,
  click,
  getButton,
  getByLabel,
  stubApi,
  typeInto,
  waitFor,
} from '../../../test/user-input';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const session = {
  'GET /api/auth/session': () => ({ body: { user: sessionUser({ profileStatus: 'none' }) } }),
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
    await findByText(container, 'Profilinizi yaradın');
    expect(getLink(container, 'İdarə panelinə qayıt').getAttribute('href')).toBe('/az/dashboard');

    await click(getButton(container, 'Profili yarat'));
    await findByText(container, 'Ən azı bir münasibət məqsədi seçməlisiniz');
    const text = visibleText(container);
    expect(text).toContain('Ad və soyadınızı daxil edin.');
    expect(text).toContain('Yaşınızı daxil edin.');
    expect(text).toContain('Şəhərinizi seçin.');
    expect(calls.some((call) => call.route === 'POST /api/profiles/me')).toBe(false);
  });

  it('refuses an age outside 18–80', async () => {
    stubApi({ ...session, ...noProfile });
    const { container } = await renderAt('/profile-setup');
    await findByText(container, 'Create your profile');
    await typeInto(getByLabel(container, 'Age'), '17');
    await click(getButton(container, 'Create profile'));
    await findByText(container, 'Age must be between 18 and 80.');
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
    await findByText(container, 'Create your profile');
    await typeInto(getByLabel(container, 'Full name'), 'Aysel Məmmədova');
    await typeInto(getByLabel(container, 'Age'), '31');
    await choose(getByLabel(container, 'City'), 'ganja');
    await typeInto(getByLabel(container, 'About me'), 'I love the Caspian at sunset.');
    await click(goalBox(container, 'Friendship'));
    await click(getButton(container, 'Create profile'));

    await findByText(document.body, 'Your profile has been submitted and sent for review');
    await findByText(container, 'My Profile');
    expect(calls.find((call) => call.route === 'POST /api/profiles/me')?.body).toEqual({
      fullName: 'Aysel Məmmədova',
      age: 31,
      city: 'ganja',
      bio: 'I love the Caspian at sunset.',
      relationshipGoals: ['friendship'],
    });
  });
});

describe('/profile-setup with a profile', () => {
  it('is titled for editing, locks name and age and sends only the editable fields', async () => {
    const calls = stubApi({
      ...session,
      'GET /api/profiles/me': () => ({ body: { profile: ownProfile() } }),
      'PATCH /api/profiles/me': () => ({ body: { profile: ownProfile({ city: 'shaki' }) } }),
    });
    const { container } = await renderAt('/az/profile-setup');
    await findByText(container, 'Profili Redaktə Et');
    expect(getLink(container, 'Profilimə qayıt').getAttribute('href')).toBe('/az/my-profile');
    expect((getByLabel(container, 'Ad və soyad') as HTMLInputElement).disabled).toBe(true);
    expect((getByLabel(container, 'Yaş') as HTMLInputElement).disabled).toBe(true);
    expect((getByLabel(container, 'Ad və soyad') as HTMLInputElement).value).toBe(
      'Aysel Məmmədova',
    );

    await choose(getByLabel(container, 'Şəhər'), 'shaki');
    await click(getButton(container, 'Dəyişiklikləri saxla'));
    await findByText(document.body, 'Profiliniz müvəffəqiyyətlə yeniləndi!');
    await findByText(container, 'Mənim Profilim');
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
    await findByText(container, 'Profili Redaktə Et');
    // happy-dom does not show react-hook-form's default in a select (Chromium does: see e2e).
    await choose(getByLabel(container, 'Şəhər'), 'baku');
    await typeInto(getByLabel(container, 'Haqqımda'), 'Yeni mətn');
    await click(getButton(container, 'Dəyişiklikləri saxla'));
    await findByText(document.body, 'Profil yeniləməsi zamanı xəta baş verdi');
    await waitFor(() => expect(getButton(container, 'Dəyişiklikləri saxla')).toBeDefined());
    expect((getByLabel(container, 'Haqqımda') as HTMLTextAreaElement).value).toBe('Yeni mətn');
    expect(visibleText(container)).toContain('Profili Redaktə Et');
  });
});
