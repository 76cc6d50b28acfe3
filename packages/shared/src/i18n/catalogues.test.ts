import { describe, expect, it } from 'vitest';
import { enumerations } from '../catalog/enums';
import { appErrorCodes } from '../errors';
import az from './az.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  );
}

describe('i18n catalogues', () => {
  it('az has exactly the keys of en', () => {
    expect(flatten(az as Tree).sort()).toEqual(flatten(en as Tree).sort());
  });

  it('labels every value of every enumeration', () => {
    const keys = new Set(flatten(en as Tree));
    for (const [name, values] of Object.entries(enumerations)) {
      for (const value of values) expect(keys).toContain(`enums.${name}.${value}`);
    }
  });

  it('translates every error code', () => {
    const keys = new Set(flatten(en as Tree));
    for (const code of appErrorCodes) expect(keys).toContain(`errors.${code}`);
  });

  it('has no empty translation', () => {
    for (const catalogue of [en, az]) {
      const tree = catalogue as Tree;
      for (const key of flatten(tree)) {
        const value = key
          .split('.')
          .reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
        expect(value, key).not.toBe('');
      }
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
