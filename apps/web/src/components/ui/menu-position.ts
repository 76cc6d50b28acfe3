/** Space between the button and its menu, and the least kept from the viewport's edges, in px. */
const GAP = 4;
const MARGIN = 8;

type Box = { top: number; bottom: number; left: number; right: number };
type Size = { width: number; height: number };

/** Which of the button's edges the menu's edge lines up with: its left (start) or right (end). */
export type MenuAlign = 'start' | 'end';

/**
 * Where a menu of `menu`'s size goes beside its button (viewport coordinates): below it, or
 * above it when it would run past the bottom and fits above (a message near a phone's keyboard);
 * lined up with the button's start or end edge, and moved in so it stays on a narrow screen.
 */
export function menuPosition(button: Box, menu: Size, viewport: Size, align: MenuAlign) {
  const fitsBelow = button.bottom + GAP + menu.height <= viewport.height - MARGIN;
  const fitsAbove = button.top - GAP - menu.height >= MARGIN;
  const top = fitsBelow || !fitsAbove ? button.bottom + GAP : button.top - GAP - menu.height;
  const wanted = align === 'end' ? button.right - menu.width : button.left;
  const left = Math.max(MARGIN, Math.min(wanted, viewport.width - MARGIN - menu.width));
  return { top, left };
}
