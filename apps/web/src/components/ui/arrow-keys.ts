const STEP_KEYS = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1 },
} as const satisfies Record<string, Record<string, 1 | -1>>;

/**
 * Where a key moves the focus in a row (←/→) or a column (↓/↑) of `count` items, from `index`:
 * the arrows step and wrap, Home and End go to the first and last. Undefined for any other key.
 */
export function arrowKeyTarget(
  key: string,
  index: number,
  count: number,
  axis: keyof typeof STEP_KEYS,
): number | undefined {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = (STEP_KEYS[axis] as Record<string, number>)[key];
  return step === undefined ? undefined : (index + step + count) % count;
}
