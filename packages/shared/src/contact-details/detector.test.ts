import { describe, expect, it } from 'vitest';
import { findContactDetails, hasContactDetails } from './detector';
import { normalise } from './normalise';
import { mustCatch, mustPass } from './test-set';

describe('the contact-details detector', () => {
  it('has a test set of at least 60 texts, half of them to catch', () => {
    expect(mustCatch.length + mustPass.length).toBeGreaterThanOrEqual(60);
    expect(mustCatch.length).toBeGreaterThanOrEqual(30);
    expect(mustPass.length).toBeGreaterThanOrEqual(30);
  });

  it.each(mustCatch)('catches %s', (text) => {
    expect(findContactDetails(text)).not.toEqual([]);
  });

  it.each(mustPass)('lets %s through', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });

  it('says what kind of detail it found', () => {
    const kinds = (text: string) => new Set(findContactDetails(text).map(({ kind }) => kind));
    expect(kinds('050 123 45 67')).toContain('phone');
    expect(kinds('aysel@gmail.com')).toContain('email');
    expect(kinds('aysel at gmail dot com')).toContain('email');
    expect(kinds('t.me/aysel')).toContain('link');
    expect(kinds('@aysel_95')).toContain('handle');
  });

  it('sees through invisible characters and full-width digits', () => {
    expect(hasContactDetails('050\u200B123\u200B45\u200B67')).toBe(true);
    expect(hasContactDetails('０５０ １２３ ４５ ６７')).toBe(true);
  });

  it('normalises before it detects: invisible characters, digits of every script, mixed scripts', () => {
    expect(normalise('0\u200E5\u20630\u3164 ١٢٣ ۴۵ ६७ ０')).toBe('050 123 45 67 0');
    expect(normalise('tеlegram іnstagram')).toBe('telegram instagram');
    expect(normalise('тeлeграм')).toBe('телеграм');
    expect(normalise('evil。com')).toBe('evil.com');
    // Only words that mix scripts change: Russian stays Russian.
    expect(normalise('мой телеграм aysel')).toBe('мой телеграм aysel');
  });

  it('reads the new disguises as the kind they hide', () => {
    const kinds = (text: string) => new Set(findContactDetails(text).map(({ kind }) => kind));
    expect(kinds('aysel(at)gmail')).toContain('email');
    expect(kinds('evil[.]com')).toContain('link');
    expect(kinds('instagram aysel')).toContain('handle');
    expect(kinds('٠٥٠١٢٣٤٥٦٧')).toContain('phone');
  });

  it('takes an empty text', () => {
    expect(hasContactDetails('')).toBe(false);
  });
});
