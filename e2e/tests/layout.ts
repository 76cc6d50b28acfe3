import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Nothing spills sideways: the document is no wider than the viewport, and no visible element
 * reaches past it unless an ancestor that clips or scrolls sideways holds it (a carousel, a
 * truncated name). Answers the offenders as `tag.class` with their right edge, for the message.
 */
export async function expectNoSpill(page: Page) {
  const spill = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const isHeld = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow !== 'visible') return parent.getBoundingClientRect().right <= width + 1;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if ((box.right <= width + 1 && box.left >= -1) || isHeld(element)) continue;
      const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '')
        .split(' ')
        .slice(0, 3)
        .join('.')}`;
      offenders.push(`${name} (${Math.round(box.left)}…${Math.round(box.right)} of ${width})`);
    }
    return { scrollWidth: root.scrollWidth, width, offenders: offenders.slice(0, 5) };
  });
  expect(spill.offenders, 'elements wider than the viewport').toEqual([]);
  expect(spill.scrollWidth, 'the document scrolls sideways').toBeLessThanOrEqual(spill.width);
}

/**
 * The page's header and the app's tab bar are one row each: every item of the row sits on the
 * same line (none wrapped under another), and the bar is no taller than one row.
 */
export async function expectOneRowBars(page: Page) {
  const bars = await page.evaluate(() =>
    [...document.querySelectorAll('header, [data-app-nav="tabBar"]')]
      // The page's own bars, not a card's header.
      .filter((bar) => !bar.parentElement?.closest('main, article, section, [role="dialog"]'))
      .filter((bar) => bar.getBoundingClientRect().height > 0)
      .map((bar) => {
        const items = [...bar.querySelectorAll('a, button, select')]
          .map((item) => item.getBoundingClientRect())
          .filter((box) => box.height > 0);
        const tops = items.map((box) => box.top + box.height / 2);
        return {
          name: bar.tagName.toLowerCase(),
          height: Math.round(bar.getBoundingClientRect().height),
          // The vertical spread of the items' centres: 0 in one row.
          spread: tops.length ? Math.round(Math.max(...tops) - Math.min(...tops)) : 0,
        };
      }),
  );
  for (const bar of bars) {
    expect(bar.spread, `${bar.name} holds one row`).toBeLessThanOrEqual(4);
    expect(bar.height, `${bar.name} is one row tall`).toBeLessThanOrEqual(96);
  }
}

/**
 * A full-page screenshot as a test artifact (in test-results, never committed), taken when
 * E2E_SCREENSHOTS=1 asks for them: encoding a hundred pages took a minute of every run, and a
 * failing test keeps its trace, screenshots included, anyway.
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await testInfo.attach(name, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

/**
 * The element lies wholly in the viewport and nothing lies over it (no tab bar, no sticky bar):
 * the points at its centre and near its corners hit the element itself. The site scrolls
 * smoothly, so a scroll that focus or a script started may still be under way on a busy
 * machine: the check is repeated until the page has come to rest.
 */
export async function expectUncovered(target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  await expect
    .poll(
      () =>
        target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return [
            [0.5, 0.5],
            [0.1, 0.1],
            [0.9, 0.1],
            [0.1, 0.9],
            [0.9, 0.9],
          ]
            .map(([x, y]) =>
              document.elementFromPoint(box.left + box.width * x!, box.top + box.height * y!),
            )
            .filter((hit) => !hit || !element.contains(hit))
            .map((hit) => hit?.tagName.toLowerCase() ?? 'nothing');
        }),
      { message: 'what lies over it' },
    )
    .toEqual([]);
  await expect(target).toBeInViewport({ ratio: 1 });
}

/**
 * The screen a test's members look at: the project's phone (a Pixel 7), or a 1366 × 900 laptop.
 * A member signed in through `memberInNewContext` has a browser context of their own, which
 * starts at Playwright's default size whatever the project; `page.setViewportSize` takes this.
 */
export function projectScreen(testInfo: TestInfo): { width: number; height: number } {
  const phone = testInfo.project.use.viewport;
  return testInfo.project.name === 'mobile' && phone ? phone : { width: 1366, height: 900 };
}
