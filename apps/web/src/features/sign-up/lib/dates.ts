import { ageOn } from '@vusal/shared/schemas/age';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Today as yyyy-mm-dd in the visitor's own time zone: the date input's `max`. */
export function localIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The age a birth date gives today, as the server counts it; undefined while it is not a past date. */
export function derivedAge(birthDate: string, now: Date = new Date()): number | undefined {
  if (!isoDate.test(birthDate) || Number.isNaN(Date.parse(birthDate))) return undefined;
  const age = ageOn(birthDate, now);
  return age >= 0 ? age : undefined;
}
