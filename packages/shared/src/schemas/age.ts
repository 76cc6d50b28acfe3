/** Whole years between a yyyy-mm-dd birth date and a day, as people count birthdays. */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - year;
  const hadBirthday =
    today.getUTCMonth() + 1 > month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return hadBirthday ? age : age - 1;
}
