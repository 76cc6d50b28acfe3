import { describe, expect, it } from 'vitest';
import { readme } from './export-readme';

describe("the archive's README (issue 37, item 4)", () => {
  const madeAt = new Date(Date.UTC(2026, 11, 6, 7, 38));

  it.each([
    ['az', '(6 dekabr 2026, 07:38 UTC)'],
    ['ru', '(6 декабря 2026 г., 07:38 UTC)'],
    ['en', '(December 6, 2026, 07:38 UTC)'],
  ] as const)('dates the archive in %s as the site writes dates: %s', (language, date) => {
    const intro = readme(language, madeAt).split('\n')[0];
    expect(intro).toContain(date);
    expect(intro).not.toMatch(/\bM\d{1,2}\b|T\d\d:/);
  });
});
