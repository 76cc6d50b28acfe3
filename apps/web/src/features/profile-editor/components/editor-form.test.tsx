import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ownProfile } from '../../../test/profiles';
import { renderWithProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { EditorForm } from './editor-form';

const renderEditor = (onSaved: () => void = () => {}) =>
  renderWithProviders(<EditorForm profile={ownProfile()} onSaved={onSaved} />, {
    path: '/edit-profile',
  });

/** The control labelled `text`, "(required)" aside. */
const field = (text: string) => {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}( \\(required\\))?$`)) as HTMLInputElement;
};

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

function stubPatch() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ profile: ownProfile() }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

// Decision 053: the editor asks who wrote its fields; nobody did, unless a test says so.
beforeEach(() => {
  stubApi({ 'GET /api/profile-proposals/authors': () => ({ body: { fields: {} } }) });
});

describe('the comprehensive editor', () => {
  it('"All" selects the three goals, and is checked exactly when all three are', async () => {
    const user = userEvent.setup();
    renderEditor();
    expect(field('All').checked).toBe(false);

    await user.click(field('All'));
    expect(
      ['Marriage', 'Serious relationship', 'Friendship'].map((goal) => field(goal).checked),
    ).toEqual([true, true, true]);
    expect(field('All').checked).toBe(true);

    await user.click(field('Friendship'));
    expect(field('All').checked).toBe(false);
  });

  it('sends only the fields that changed, never the locked ones', async () => {
    const user = userEvent.setup();
    const calls = stubPatch();
    const onSaved = vi.fn();
    const { container } = renderEditor(onSaved);

    await user.type(field('Hobbies'), '  Chess and tar  ');
    await user.selectOptions(field('City'), 'ganja');
    await user.selectOptions(field('Height'), '172');
    await user.click(field('Jazz'));
    // Changed and changed back: not a change.
    await user.selectOptions(field('Diet'), 'vegan');
    await user.selectOptions(field('Diet'), '');
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        url: '/api/profiles/me',
        method: 'PATCH',
        body: { city: 'ganja', height: 172, hobbies: 'Chess and tar', musicGenres: ['jazz'] },
      },
    ]);
  });

  it('saves a member who never wrote "About me", as the wizard let them (issue 22, item 7)', async () => {
    const user = userEvent.setup();
    const calls = stubPatch();
    const onSaved = vi.fn();
    const { container } = renderWithProviders(
      <EditorForm profile={ownProfile({ bio: null })} onSaved={onSaved} />,
      { path: '/edit-profile' },
    );
    expect(field('About me').getAttribute('aria-required')).toBeNull();
    await user.type(field('Hobbies'), 'Chess');
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls.map((call) => call.body)).toEqual([{ hobbies: 'Chess' }]);
  });

  it('asks yes/no questions as chips to tap, and a second tap clears the answer (issue 22, item 7)', async () => {
    const user = userEvent.setup();
    const calls = stubPatch();
    const onSaved = vi.fn();
    const { container } = renderWithProviders(
      <EditorForm profile={ownProfile({ smokes: 'occasionally' })} onSaved={onSaved} />,
      { path: '/edit-profile' },
    );
    const smokes = screen.getByRole('group', { name: 'Do you smoke?' });
    expect(smokes.querySelector('select')).toBeNull();
    const chips = within(smokes).getAllByRole('radio') as HTMLInputElement[];
    expect(chips.map((chip) => [chip.value, chip.checked])).toEqual([
      ['no', false],
      ['occasionally', true],
      ['regularly', false],
    ]);
    await user.click(within(smokes).getByRole('radio', { name: 'Occasionally' }));
    expect(chips.some((chip) => chip.checked)).toBe(false);
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls.map((call) => call.body)).toEqual([{ smokes: null }]);
  });

  it('sends nothing and refuses to save while a partner age range is reversed', async () => {
    const user = userEvent.setup();
    const calls = stubPatch();
    const { container } = renderEditor();
    await user.type(field('Minimum age'), '40');
    await user.type(field('Maximum age'), '30');
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);

    const max = field('Maximum age');
    await waitFor(() => expect(document.activeElement).toBe(max));
    expect(calls).toEqual([]);
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('The minimum age cannot be above the maximum age.');
  });

  it("shows the server's refusal of contact details at the field, keeping what was typed (decision 038)", async () => {
    const user = userEvent.setup();
    const phone = 'Call me: 050 123 45 67';
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)));
        const issues = [{ path: 'hobbies', message: 'validation.contactDetails' }];
        return new Response(
          JSON.stringify({
            error: { code: 'VALIDATION_FAILED', message: 'errors.VALIDATION_FAILED', issues },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      }),
    );
    const onSaved = vi.fn();
    const { container } = renderEditor(onSaved);
    await user.type(field('Hobbies'), phone);
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);

    // The browser does not look for contact details: the text goes, the server refuses it.
    const hobbies = field('Hobbies');
    await waitFor(() => expect(hobbies.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toEqual([{ hobbies: phone }]);
    const message = document.getElementById(
      hobbies.getAttribute('aria-describedby')!.split(' ')[0]!,
    );
    expect(message?.textContent).toContain('Please leave out contact details');
    expect(hobbies.value).toBe(phone);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('moves the completion bar as fields are filled', async () => {
    const user = userEvent.setup();
    renderEditor();
    // Name, age, city, bio and goals: 5 of 38.
    expect(progress()).toBe(Math.round((5 / 38) * 100));

    await user.type(field('Hobbies'), 'Chess');
    await user.click(
      within(screen.getByRole('group', { name: 'Do you smoke?' })).getByRole('radio', {
        name: 'No',
      }),
    );
    await user.click(field('Rock'));
    await waitFor(() => expect(progress()).toBe(Math.round((8 / 38) * 100)));

    await user.clear(field('Hobbies'));
    await user.type(field('Hobbies'), '   ');
    await waitFor(() => expect(progress()).toBe(Math.round((7 / 38) * 100)));
  });
});

describe('a photo waiting for review (decision 029)', () => {
  it('tells the member it waits, and why the last one was turned down', () => {
    renderWithProviders(
      <EditorForm
        profile={ownProfile({
          photoUrl: '/api/photos/p/pending?v=1',
          pendingReview: { since: '2026-11-26T10:00:00.000Z' },
          changeRejectedReason: 'Your face is not visible.',
        })}
        onSaved={() => {}}
      />,
      { path: '/edit-profile' },
    );
    expect(screen.getByText(/^Waiting for review:/)).toBeTruthy();
    expect(
      screen.getByText('A moderator did not accept your last photo: Your face is not visible.'),
    ).toBeTruthy();
  });

  it('says nothing of a review when nothing waits', () => {
    renderEditor();
    expect(screen.queryByText(/Waiting for review/)).toBeNull();
    expect(screen.queryByText(/did not accept/)).toBeNull();
  });
});

describe('a field a relative wrote (decision 053)', () => {
  it('says who wrote it with the field’s label', async () => {
    stubApi({
      'GET /api/profile-proposals/authors': () => ({
        body: {
          fields: {
            hobbies: { relation: 'mother', name: 'Leyla', writtenAt: new Date().toISOString() },
          },
        },
      }),
    });
    renderEditor();
    expect(await screen.findByLabelText('Hobbies Written by Leyla (Mother)')).toBeTruthy();
    expect(screen.getByLabelText('Interests')).toBeTruthy();
  });
});
