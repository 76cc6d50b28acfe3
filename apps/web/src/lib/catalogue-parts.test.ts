import en from '@vusal/shared/i18n/en.json';
import { describe, expect, it } from 'vitest';
import { catalogueParts, pickPart } from '../../messages-plugin';

const partNames = ['public', 'landing', 'info', 'legal', 'auth', 'app'] as const;

function leaves(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([name, value]) =>
    value && typeof value === 'object' ? leaves(value, `${prefix}${name}.`) : [prefix + name],
  );
}

describe('catalogue parts (messages-plugin)', () => {
  it('puts every text in a part, and only the footer and the relationship values in more', () => {
    const all = partNames.flatMap((part) => leaves(pickPart(en, part)));
    expect(new Set(all)).toEqual(new Set(leaves(en)));
    const again = all.filter((path, index) => all.indexOf(path) !== index);
    const footer = leaves(en.footer, 'footer.');
    expect(again.sort()).toEqual(
      [
        // The landing's below the fold, the info pages' and the legal pages'.
        ...footer,
        ...footer,
        ...leaves(en.enums.relationship_values, 'enums.relationship_values.'),
      ].sort(),
    );
  });

  it('keeps the long legal texts out of every other part', () => {
    for (const part of partNames.filter((name) => name !== 'legal')) {
      expect(pickPart(en, part)).not.toHaveProperty('legal');
    }
    expect(Object.keys(pickPart(en, 'legal')).sort()).toEqual(['footer', 'legal']);
  });

  it('gives the landing its hero and only the enumerations it names, and the rest later', () => {
    const first = pickPart(en, 'public') as typeof en;
    expect(Object.keys(first.landing).sort()).toEqual(['hero', 'why']);
    expect(leaves(first.landing.why)).toEqual(['verified.title']);
    expect(Object.keys(first.enums)).toEqual(['relationship_goals']);
    const below = pickPart(en, 'landing') as typeof en;
    expect(Object.keys(below).sort()).toEqual(['enums', 'footer', 'landing']);
    expect(Object.keys(below.enums)).toEqual(['relationship_values']);
    expect(first).not.toHaveProperty('footer');
    expect(below.landing.membership).toEqual(en.landing.membership);
    expect(leaves(pickPart(en, 'app'))).toContain('enums.gender.male');
    expect(leaves(pickPart(en, 'app'))).toContain('common.appUpdate.reload');
  });

  it('gives the sign-in page its texts and the messages it may show, and leaves the rest to app', () => {
    const signIn = pickPart(en, 'auth') as typeof en;
    expect(signIn.auth).toEqual(en.auth);
    expect(signIn.errors).toEqual(en.errors);
    expect(signIn.validation).toEqual(en.validation);
    expect(Object.keys(signIn.chat)).toEqual(['time']);
    expect(signIn).not.toHaveProperty('enums');
    expect(signIn).not.toHaveProperty('signup');
    expect(pickPart(en, 'app')).not.toHaveProperty('auth');
  });

  it('names only groups that exist', () => {
    const paths = Object.values(catalogueParts).flat();
    for (const path of paths) {
      const value = path.split('.').reduce<unknown>((node, key) => {
        return (node as Record<string, unknown> | undefined)?.[key];
      }, en);
      expect(value, path).toBeDefined();
    }
  });
});
