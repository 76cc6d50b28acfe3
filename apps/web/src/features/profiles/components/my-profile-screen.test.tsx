import { screen } from '@testing-library/react';
import az from '@vusal/shared/i18n/az.json';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, visibleText } from '../../../test/render';
import { ownProfile } from '../../../test/profiles';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const session = signedInAs(sessionUser());

describe('/my-profile', () => {
  it('says the profile is loading, then shows the card in Azerbaijani', async () => {
    let answer: (value: Response) => void = () => {};
    stubApi(session);
    const stubbed = vi.mocked(fetch);
    const original = stubbed.getMockImplementation()!;
    stubbed.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/profiles/me'))
        return new Promise<Response>((resolve) => (answer = resolve));
      return original(input, init);
    });

    const { container } = await renderAt('/az/my-profile');
    await screen.findAllByText('Profil yüklənir...');

    answer(Response.json({ profile: ownProfile({ completion: 45 }) }));
    await screen.findByText('Aysel Məmmədova');
    const text = visibleText(container);
    expect(text).toContain('31 yaş · Bakı');
    expect(text).toContain('Evlilik');
    expect(text).toContain('Ciddi münasibət');
    expect(text).toContain('I love the Caspian at sunset.');
    expect(text).toContain('Gözləyir');
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe(
      '45',
    );
    expect(screen.getByRole('link', { name: az.profile.my.edit }).getAttribute('href')).toBe(
      '/az/edit-profile',
    );
    expect(screen.getByRole('link', { name: az.profile.my.editBasics }).getAttribute('href')).toBe(
      '/az/profile-setup',
    );
    expect(screen.getByRole('link', { name: az.profile.my.dashboard }).getAttribute('href')).toBe(
      '/az/dashboard',
    );
    expect(container.textContent).toContain('Çıxış');
  });

  it('shows an approved profile as approved, in English', async () => {
    stubApi({
      ...session,
      'GET /api/profiles/me': () => ({ body: { profile: ownProfile({ isApproved: true }) } }),
    });
    const { container } = await renderAt('/my-profile');
    await screen.findByText('Approved');
    expect(visibleText(container)).toContain('31 years old · Baku');
    expect(visibleText(container)).not.toContain('is reviewing your profile');
  });

  it('offers to complete the profile when there is none', async () => {
    stubApi({
      ...session,
      'GET /api/profiles/me': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'x' } },
      }),
    });
    await renderAt('/az/my-profile');
    await screen.findByText('Profil məlumatları tapılmadı');
    expect(screen.getByRole('link', { name: 'Profili Tamamla' }).getAttribute('href')).toBe(
      '/az/profile-setup',
    );
  });
});

describe('the profile and settings pages', () => {
  it.each(['/my-profile', '/profile-setup', '/profile/someone', '/preferences'])(
    'send a visitor of %s to sign in',
    async (path) => {
      stubApi(signedInAs(null));
      await renderAt(path);
      await screen.findByText('Welcome back');
    },
  );
});
