import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editableProfileFields } from '@vusal/shared/schemas/profile-proposals';
import { describe, expect, it } from 'vitest';
import { renderAt, waitForText } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const mother = sessionUser({ accountKind: 'guardian', profileStatus: 'none', name: 'Leyla' });
const memberId = 'member-1';
const base = `/api/guardian/members/${memberId}`;
const error = (code: string, status: number) => ({
  status,
  body: { error: { code, message: `errors.${code}`, requestId: 'r1' } },
});

/** The member's editable fields, every one empty but what a profile always has. */
function editable(overrides: Record<string, unknown> = {}) {
  return {
    ...Object.fromEntries(editableProfileFields.map((field) => [field, null])),
    city: 'baku',
    managedBy: 'self',
    relationshipGoals: ['marriage'],
    musicGenres: [],
    relationshipValues: [],
    dealBreakers: [],
    bio: 'Salam',
    ...overrides,
  };
}

const profileAnswer = (proposals: unknown[] = []) => ({
  body: { member: { id: memberId, name: 'Nigar' }, profile: editable(), proposals },
});

describe('/guardian/members/:memberId/profile (decision 053)', () => {
  it('sends only what changed, and lists the suggestion', async () => {
    const sent = {
      id: '22222222-2222-4222-8222-222222222222',
      status: 'pending',
      fields: ['bio'],
      hasPhoto: false,
      appliedFields: [],
      createdAt: new Date().toISOString(),
      decidedAt: null,
    };
    let proposals: unknown[] = [];
    const calls = stubApi({
      ...signedInAs(mother),
      [`GET ${base}/profile`]: () => profileAnswer(proposals),
      [`POST ${base}/profile-proposals`]: () => {
        proposals = [sent];
        return { status: 201, body: { proposal: sent } };
      },
    });
    const { container } = await renderAt(`/guardian/members/${memberId}/profile`);
    await waitForText(container, "Suggest changes to Nigar's profile");
    expect(screen.getByText('You have not suggested anything yet.')).toBeTruthy();
    const bio = screen.getByLabelText('About me') as HTMLTextAreaElement;
    expect(bio.value).toBe('Salam');
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Müəlliməyəm, ailəcanlıyam.');
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        route: `POST ${base}/profile-proposals`,
        body: { bio: 'Müəlliməyəm, ailəcanlıyam.' },
      }),
    );
    await waitForText(container, 'Waiting');
  });

  it('offers the choices, lists, the height and the city of the member’s editor, sent as the schema reads them', async () => {
    const sent = {
      id: '33333333-3333-4333-8333-333333333333',
      status: 'pending',
      fields: ['height', 'smokes', 'educationLevel'],
      hasPhoto: false,
      appliedFields: [],
      createdAt: new Date().toISOString(),
      decidedAt: null,
    };
    const calls = stubApi({
      ...signedInAs(mother),
      [`GET ${base}/profile`]: () => profileAnswer(),
      [`POST ${base}/profile-proposals`]: () => ({ status: 201, body: { proposal: sent } }),
    });
    const { container } = await renderAt(`/guardian/members/${memberId}/profile`);
    await waitForText(container, "Suggest changes to Nigar's profile");
    expect(screen.getByRole('group', { name: 'Professional life' })).toBeTruthy();
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('baku');
    await userEvent.selectOptions(screen.getByLabelText('Education level'), 'master');
    await userEvent.selectOptions(screen.getByLabelText('Height'), '168');
    await userEvent.click(screen.getByRole('radio', { name: 'Occasionally' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Jazz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        route: `POST ${base}/profile-proposals`,
        body: {
          height: 168,
          smokes: 'occasionally',
          educationLevel: 'master',
          musicGenres: ['jazz'],
        },
      }),
    );
  });

  it('says so when nothing changed, and puts the server’s refusal at its field', async () => {
    const calls = stubApi({
      ...signedInAs(mother),
      [`GET ${base}/profile`]: () => profileAnswer(),
      [`POST ${base}/profile-proposals`]: () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'errors.VALIDATION_FAILED',
            requestId: 'r1',
            issues: [{ path: 'hobbies', message: 'validation.contactDetails' }],
          },
        },
      }),
    });
    const { container } = await renderAt(`/guardian/members/${memberId}/profile`);
    await waitForText(container, "Suggest changes to Nigar's profile");
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Change at least one field before sending.',
    );
    expect(calls.map((call) => call.route)).not.toContain(`POST ${base}/profile-proposals`);

    await userEvent.type(screen.getByLabelText('Hobbies'), 'instagram @nigar');
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    const hobbies = screen.getByLabelText('Hobbies');
    await waitFor(() => expect(hobbies.getAttribute('aria-invalid')).toBe('true'));
  });

  it('tells a relative who may not edit, and one who does not follow the member', async () => {
    stubApi({ ...signedInAs(mother), [`GET ${base}/profile`]: () => error('FORBIDDEN', 403) });
    const { container, unmount } = await renderAt(`/guardian/members/${memberId}/profile`);
    await waitForText(container, 'The member has not allowed you to suggest changes');
    unmount();
    stubApi({ ...signedInAs(mother), [`GET ${base}/profile`]: () => error('NOT_FOUND', 404) });
    const again = await renderAt(`/ru/guardian/members/${memberId}/profile`);
    await waitForText(again.container, 'Вы не сопровождаете этот профиль.');
  });
});
