import { describe, expect, it } from 'vitest';
import { adminActions, enumerations } from '../catalog/enums';
import { verificationPoses, verificationRejectReasons } from '../catalog/verification';
import { appErrorCodes } from '../errors';
import az from './az.json';
import en from './en.json';
import ru from './ru.json';
import { catalogueText, catalogueTexts, type CatalogueTree } from './catalogue-tree';

type Tree = CatalogueTree;

const flatten = (tree: Tree): string[] => catalogueTexts(tree).map(([key]) => key);

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with their plural forms folded into the base (`age_one`, `age_other` → `age`). */
function baseKeys(tree: Tree): string[] {
  return [...new Set(flatten(tree).map((key) => key.replace(PLURAL, '')))].sort();
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const translations = { az, ru } as unknown as Record<string, Tree>;

describe.each(Object.entries(translations))('the %s catalogue', (language, catalogue) => {
  it('has exactly the keys of en (plural forms aside)', () => {
    const expected = baseKeys(en as Tree);
    const actual = new Set(baseKeys(catalogue));
    const missing = expected.filter((key) => !actual.has(key));
    const extra = [...actual].filter((key) => !expected.includes(key));
    expect({ missing, extra }, `${language}.json differs from en.json`).toEqual({
      missing: [],
      extra: [],
    });
  });

  it(`has every plural form ${language} needs wherever en has plurals`, () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const keys = new Set(flatten(catalogue));
    const plurals = new Set(
      flatten(en as Tree)
        .filter((key) => PLURAL.test(key))
        .map((key) => key.replace(PLURAL, '')),
    );
    const missing = [...plurals].flatMap((base) =>
      categories.map((category) => `${base}_${category}`).filter((key) => !keys.has(key)),
    );
    expect(missing, `plural forms missing from ${language}.json`).toEqual([]);
  });

  it('keeps every placeholder of the English text', () => {
    const wrong = flatten(en as Tree)
      .filter((key) => !PLURAL.test(key))
      .filter((key) => {
        const text = catalogueText(catalogue, key);
        return (
          text !== undefined &&
          placeholders(text).join() !== placeholders(catalogueText(en as Tree, key)!).join()
        );
      });
    expect(wrong, `${language}.json texts whose placeholders differ from en.json`).toEqual([]);
  });
});

describe('i18n catalogues', () => {
  it('labels every value of every enumeration', () => {
    const keys = new Set(flatten(en as Tree));
    for (const [name, values] of Object.entries(enumerations)) {
      for (const value of values) expect(keys).toContain(`enums.${name}.${value}`);
    }
  });

  it("names every audited action, and every verification pose and reason in a moderator's words", () => {
    const keys = new Set(flatten(en as Tree));
    for (const action of adminActions) expect(keys).toContain(`admin.audit.actions.${action}`);
    for (const pose of verificationPoses) expect(keys).toContain(`verification.poses.${pose}`);
    for (const reason of verificationRejectReasons) {
      expect(keys).toContain(`admin.verifications.reasons.${reason}`);
    }
  });

  it('translates every error code', () => {
    const keys = new Set(flatten(en as Tree));
    for (const code of appErrorCodes) expect(keys).toContain(`errors.${code}`);
  });

  it('has no empty translation', () => {
    for (const catalogue of [en, az, ru]) {
      for (const [key, value] of catalogueTexts(catalogue as Tree)) expect(value, key).not.toBe('');
    }
  });
});

describe('validation messages', () => {
  it('translates every validation key the shared schemas use', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../schemas/', import.meta.url);
    const used = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(new URL(file, dir), 'utf8').matchAll(/'(validation\.[A-Za-z]+)'/g)].map(
          (m) => m[1]!,
        ),
      );
    const keys = new Set(flatten(en as Tree));
    expect(used.length).toBeGreaterThan(10);
    for (const key of new Set(used)) expect(keys, key).toContain(key);
  });
});
