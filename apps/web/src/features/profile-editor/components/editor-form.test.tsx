import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  byLabel,
  cleanup,
  click,
  render,
  selectOption,
  settle,
  typeInto,
} from '../test/render-editor';
import { ownProfile } from '../../../test/profiles';
import { EditorForm } from './editor-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const progress = (container: HTMLElement) =>
  Number(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));

const checkbox = (container: HTMLElement, label: string) =>
  byLabel(container, label) as HTMLInputElement;

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

describe('the comprehensive editor', () => {
  it('"All" selects the three goals, and is checked exactly when all three are', async () => {
    const container = await render(<EditorForm profile={ownProfile()} onSaved={() => {}} />);
    expect(checkbox(container, 'All').checked).toBe(false);

    await click(checkbox(container, 'All'));
    expect(
      ['Marriage', 'Serious relationship', 'Friendship'].map(
        (goal) => checkbox(container, goal).checked,
      ),
    ).toEqual([true, true, true]);
    expect(checkbox(container, 'All').checked).toBe(true);

    await click(checkbox(container, 'Friendship'));
    expect(checkbox(container, 'All').checked).toBe(false);
  });

  it('sends only the fields that changed, never the locked ones', async () => {
    const calls = stubPatch();
    const onSaved = vi.fn();
    const container = await render(<EditorForm profile={ownProfile()} onSaved={onSaved} />);

    await typeInto(byLabel(container, 'Hobbies'), '  Chess and tar  ');
    await selectOption(byLabel(container, 'City'), 'ganja');
    await selectOption(byLabel(container, 'Height'), '172');
    await click(checkbox(container, 'Jazz'));
    // Changed and changed back: not a change.
    await selectOption(byLabel(container, 'Diet'), 'vegan');
    await selectOption(byLabel(container, 'Diet'), '');
    await click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await settle();

    expect(calls).toEqual([
      {
        url: '/api/profiles/me',
        method: 'PATCH',
        body: { city: 'ganja', height: 172, hobbies: 'Chess and tar', musicGenres: ['jazz'] },
      },
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('sends nothing and refuses to save while a partner age range is reversed', async () => {
    const calls = stubPatch();
    const container = await render(<EditorForm profile={ownProfile()} onSaved={() => {}} />);
    await typeInto(byLabel(container, 'Minimum age'), '40');
    await typeInto(byLabel(container, 'Maximum age'), '30');
    await click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await settle();

    expect(calls).toEqual([]);
    const max = byLabel(container, 'Maximum age');
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('The minimum age cannot be above the maximum age.');
    expect(document.activeElement).toBe(max);
  });

  it('moves the completion bar as fields are filled', async () => {
    const container = await render(<EditorForm profile={ownProfile()} onSaved={() => {}} />);
    // Name, age, city, bio and goals: 5 of 38.
    expect(progress(container)).toBe(Math.round((5 / 38) * 100));

    await typeInto(byLabel(container, 'Hobbies'), 'Chess');
    await selectOption(byLabel(container, 'Do you smoke?'), 'no');
    await click(checkbox(container, 'Rock'));
    await settle();
    expect(progress(container)).toBe(Math.round((8 / 38) * 100));

    await typeInto(byLabel(container, 'Hobbies'), '   ');
    await settle();
    expect(progress(container)).toBe(Math.round((7 / 38) * 100));
  });
});
