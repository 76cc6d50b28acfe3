import { BADGE_MAX } from '@vusal/shared/catalog/constants';

/** A tile's new-count: nothing at 0, the number up to BADGE_MAX, then '9+' (details.md section 9). */
export function badgeText(count: number | undefined): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
