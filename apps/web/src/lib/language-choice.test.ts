import { LANGUAGE_CHOICE_ATTRIBUTE, LANGUAGE_COOKIE } from '@vusal/shared/locale/site-locale';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberLanguageChoices } from './language-choice';

const remembered = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

/** A plain link, as a prerendered page has it before React takes the page over. */
function plainLink(attributes: Record<string, string>, text = 'Русский'): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = '#chosen';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.innerHTML = `<span>${text}</span>`;
  document.body.append(link);
  return link;
}

describe('rememberLanguageChoices', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = rememberLanguageChoices();
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    // Not `Max-Age=0`: happy-dom expires that cookie only once its clock has moved on by a
    // millisecond, and the next test, in the same one, read an empty language.
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('remembers the language of a switcher link clicked without React, also on its text', () => {
    plainLink({ [LANGUAGE_CHOICE_ATTRIBUTE]: 'ru' })
      .querySelector('span')!
      .click();
    expect(remembered()).toBe('ru');
    plainLink({ [LANGUAGE_CHOICE_ATTRIBUTE]: 'az' }, 'Azərbaycanca').click();
    expect(remembered()).toBe('az');
  });

  it('ignores other links and values that are not a language of the site', () => {
    plainLink({ hreflang: 'ru' }).click();
    plainLink({ [LANGUAGE_CHOICE_ATTRIBUTE]: 'kk' }).click();
    plainLink({ [LANGUAGE_CHOICE_ATTRIBUTE]: 'ru; Domain=evil.test' }).click();
    expect(remembered()).toBeUndefined();
  });
});
