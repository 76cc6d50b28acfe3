import { EXPLORE_AGE } from '../catalog/constants';

/** Whole years between a yyyy-mm-dd birth date and a day, as people count birthdays. */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - year;
  const hadBirthday =
    today.getUTCMonth() + 1 > month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return hadBirthday ? age : age - 1;
}

/** Keeps an age inside explore's 18–60 slider (details.md section 9). */
export function clampExploreAge(value: number): number {
  if (!Number.isFinite(value)) return EXPLORE_AGE.min;
  return Math.min(EXPLORE_AGE.max, Math.max(EXPLORE_AGE.min, Math.round(value)));
}

/** How far from the member's own age the wizard's partner ages start (issue 22, item 7). */
export const PARTNER_AGE_SPREAD = 5;

/**
 * The partner ages a member starts from: their own age ± 5, kept inside the range explore
 * offers, so the wizard never suggests ages the rest of the site cannot show.
 */
export function defaultPartnerAges(ownAge: number): { min: number; max: number } {
  return {
    min: clampExploreAge(ownAge - PARTNER_AGE_SPREAD),
    max: clampExploreAge(ownAge + PARTNER_AGE_SPREAD),
  };
}
