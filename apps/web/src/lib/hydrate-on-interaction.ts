/**
 * What a visitor does first on a prerendered page: moving the pointer, pressing it (a mouse, a
 * finger or a pen), pressing a key, focusing, clicking or typing. Scrolling alone does not
 * count: the page scrolls without React.
 */
const FIRST_INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'click', 'input'];

/**
 * Hydrates a prerendered page when the visitor first interacts with it, not as soon as its
 * code arrives (docs/decisions/015). The HTML already shows everything and its links work;
 * hydrating it at once was most of the public pages' main-thread time while they load (P10).
 *
 * `hydrate` runs synchronously inside the first interaction's listener (capture phase, on
 * `window`), so React's own listeners are in place before the event reaches the page: React
 * then hydrates what the event targets at once and replays the event to it, and the first
 * click, key or tap works. That needs the page's code and texts in memory: until `ready`
 * settles, an interaction only marks hydration as wanted, and it runs when they are.
 *
 * A click on a plain button (`type="button"`: the HTML alone gives it no effect) that lands
 * before the code has arrived would be lost, since React replays only what reaches it while it
 * hydrates: the last such button is clicked again once the page is live. A link or a form needs
 * no replay; the browser already followed it.
 *
 * Returns `hydrateNow`, for what needs the live page without an interaction (a member, whom
 * the page must redirect or greet).
 */
export function hydrateOnInteraction(
  hydrate: () => void,
  ready: Promise<unknown>,
): { hydrateNow: () => void } {
  let isWanted = false;
  let isReady = false;
  let isDone = false;
  // Where the pointer was when the page first heard of it. Chromium sends a pointer move of its
  // own after the first layout, at the cursor's resting place (0,0 in a headless browser): no
  // interaction, yet it hydrated the page before the visitor had done anything, whenever the
  // page's code happened to be listening by then. A move counts once the pointer has left it.
  let restingPlace: string | undefined;
  let missedClick: HTMLElement | null = null;

  function isStill(event: Event): boolean {
    if (event.type !== 'pointermove' || !(event instanceof MouseEvent)) return false;
    const place = `${event.clientX},${event.clientY}`;
    restingPlace ??= place;
    return place === restingPlace;
  }

  function run() {
    if (isDone) return;
    isDone = true;
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, want, true);
    hydrate();
    if (missedClick?.isConnected) missedClick.click();
    missedClick = null;
  }

  function want(event?: Event) {
    if (event && isStill(event)) return;
    isWanted = true;
    if (isReady) return run();
    if (event?.type === 'click' && event.target instanceof Element) {
      missedClick = event.target.closest<HTMLElement>('button[type="button"]');
    }
  }

  for (const type of FIRST_INTERACTIONS) {
    window.addEventListener(type, want, { capture: true, passive: true });
  }
  // After a failed load the first interaction still hydrates: React's error boundary then
  // offers to reload.
  const settle = () => {
    isReady = true;
    if (isWanted) run();
  };
  ready.then(settle, settle);

  return { hydrateNow: () => want() };
}
