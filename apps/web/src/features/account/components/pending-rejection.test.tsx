import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownProfile } from '../../../test/profiles';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const pendingWith = (rejection: ReturnType<typeof ownProfile>['rejection']) =>
  stubApi({
    ...signedInAs(sessionUser({ profileStatus: 'pending' })),
    'GET /api/profiles/me': () => ({ body: { profile: ownProfile({ rejection }) } }),
  });

describe('the pending screen after a request for changes (issue 23, item 9)', () => {
  it('lists each reason with what to do, the note and a link to the editor', async () => {
    pendingWith({
      reasons: ['photo_unclear', 'contact_details_in_text'],
      note: 'Please use a brighter photo.',
      at: '2026-11-26T10:00:00.000Z',
    });
    await renderAt('/dashboard');
    const section = (
      await screen.findByRole('heading', { name: 'Your profile needs changes before approval' })
    ).closest('section')!;
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Your face is not visible in the photo: add one where your face is clear.',
      'Your texts contain contact details: remove phone numbers, addresses and usernames.',
    ]);
    expect(within(section).getByText('Please use a brighter photo.')).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'Edit my profile' }).getAttribute('href'),
    ).toBe('/edit-profile');
  });

  it('says nothing of changes when none were asked for', async () => {
    pendingWith(null);
    await renderAt('/dashboard');
    await screen.findByText('Profile Approval Pending');
    expect(screen.queryByText('Your profile needs changes before approval')).toBeNull();
  });
});

describe('the pending screen of a profile without a photo (issue 37, item 3)', () => {
  const pendingWithPhotos = (photos: string[], language = '') => {
    stubApi({
      ...signedInAs(sessionUser({ profileStatus: 'pending' })),
      'GET /api/profiles/me': () => ({
        body: { profile: ownProfile({ photos, photoUrl: photos[0] ?? null }) },
      }),
    });
    return renderAt(`${language}/dashboard`);
  };

  it('says the photo is missing and links to where it is added', async () => {
    await pendingWithPhotos([]);
    expect(await screen.findByText('Your profile has no photo yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a photo' }).getAttribute('href')).toBe(
      '/edit-profile',
    );
  });

  it.each([
    ['/az', 'Profilinizdə hələ şəkil yoxdur', 'Şəkil əlavə edin'],
    ['/ru', 'В вашем профиле пока нет фото', 'Добавить фото'],
  ])('says it under %s too', async (language, title, link) => {
    await pendingWithPhotos([], language);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(
      `${language}/edit-profile`,
    );
  });

  it('says nothing of a photo once there is one', async () => {
    await pendingWithPhotos(['/api/photos/p?v=1']);
    await screen.findByText('Profile Approval Pending');
    expect(screen.queryByText('Your profile has no photo yet')).toBeNull();
  });
});
