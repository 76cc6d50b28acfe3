import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Legacy mode runs axe in the page itself. The default also opens a blank page to merge the
  // results of cross-origin frames, which the site has none of: it doubled each run's time.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const blocking = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    blocking.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Whether a sweep over every language runs axe in this one. Axe's findings follow the page's
 * structure, which differs by layout, not by language: the desktop checks every language, the
 * phone its own layout once, in Azerbaijani (the longest words). Spills and wrapping, which do
 * change with the language, are still checked in all of them.
 */
export function checksAxe(testInfo: TestInfo, language: string) {
  return testInfo.project.name !== 'mobile' || language === 'az';
}
