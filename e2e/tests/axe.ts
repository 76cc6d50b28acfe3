import axe from 'axe-core';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Waits until every toast has finished coming in or going out. A toast slides in from opacity 0
 * and out to it (CSS animations, apps/web/src/index.css): axe measuring one mid-way blends its
 * text with whatever is behind it and can report a contrast the settled toast does not have (the
 * sign-up spec's occasional `color-contrast` on a toast's title). The toaster is not left out of
 * the check: a settled toast is what people read, and its colours are ours
 * (`app/toast-colours.ts`). `getAnimations()` flushes styles first, so an animation set off just
 * now is counted.
 */
async function toastsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const { effect } = animation;
      const target = effect instanceof KeyframeEffect ? effect.target : null;
      const isToast = Boolean(target?.closest('[data-toaster]'));
      return !isToast || animation.playState !== 'running';
    }),
  );
}

type Finding = { id: string; impact?: string | null; help: string; targets: string[] };

/**
 * Axe-core's own run in the page, put there once per document: the source is half a megabyte,
 * and evaluating it again for every check (as `@axe-core/playwright` does, twice) cost more than
 * the check. Only the violations come back (`resultTypes`): axe still runs every rule, but does
 * not gather and send each passing node. The site has no frames for axe to reach into.
 */
async function runAxe(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/** The serious and critical violations axe finds once the toasts have settled. */
async function blockingViolations(page: Page): Promise<string[]> {
  await toastsSettled(page);
  return (await runAxe(page))
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
}

/**
 * No serious or critical accessibility violations on the page as it is now. A toast can still
 * come in while axe runs (a call that ends, a save answered late: the calls and questions specs
 * saw `color-contrast` on a half-faded `div[data-title=""]`), so a finding is looked at once
 * more after the toasts have settled: one the page keeps fails the test, one it lost was a
 * toast's passing frame. A clean page is analysed once, however long axe takes on it.
 */
export async function expectAccessible(page: Page) {
  let found = await blockingViolations(page);
  if (found.length > 0) found = await blockingViolations(page);
  expect(found).toEqual([]);
}

/**
 * Whether a sweep over every language runs axe in this one. Axe's findings follow the page's
 * structure and colours, which differ by layout, not by language (every text's presence in every
 * language is the catalogues' own test): each layout is checked once, the desktop in English and
 * the phone in Azerbaijani (the longest words). Spills and wrapping, which do change with the
 * language, are still checked in all of them.
 */
export function checksAxe(testInfo: TestInfo, language: string) {
  return language === (testInfo.project.name === 'mobile' ? 'az' : 'en');
}
