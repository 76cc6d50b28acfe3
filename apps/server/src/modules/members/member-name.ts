const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The name a member shows before a mutual match (decision 018): the first name and the
 * surname's initial, "Aysel Məmmədova" → "Aysel M.". The first word is the first name (a
 * hyphenated one stays whole); the initial is the first letter of the next word, so nothing
 * after it (a second surname, a patronymic) shows. A single-word name stays as it is. Letters
 * keep the case the member typed: upper-casing is locale-bound (i → İ in Azerbaijani only).
 */
export function shortName(fullName: string): string {
  const [first, second] = fullName.normalize('NFC').trim().split(/\s+/u);
  if (!first || !second) return fullName.trim();
  const letter = [...graphemes.segment(second)].find((part) => /\p{L}/u.test(part.segment));
  return letter ? `${first} ${letter.segment}.` : first;
}

/** The first word of a name: how a guardian and the guardian's data export name the member. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/u)[0] ?? fullName;
}
