import { describe, expect, it } from 'vitest';
import { messageTextSchema } from './chat';

const issues = (text: string) => {
  const result = messageTextSchema.safeParse(text);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a message text (issue 20)', () => {
  it('made only of invisible characters is empty', () => {
    const blanks = [
      '',
      '   ',
      '\u200B\u200C\u200D',
      '\u3164',
      '\u115F\u1160\uFFA0',
      '\u034F',
      '\u202E\u2066\u2069',
      '\uFEFF \u2060',
      '\u2800',
      '\u3000\u00A0\u200B',
    ];
    for (const text of blanks) {
      expect(issues(text), JSON.stringify(text)).toEqual(['validation.messageRequired']);
    }
  });

  it('keeps whatever shows whole, joiners inside emoji included', () => {
    for (const text of ['Salam', '👩\u200D❤️\u200D👨', '❤️', '\u202Bسلام\u202C', '.']) {
      expect(messageTextSchema.parse(text)).toBe(text);
    }
    expect(messageTextSchema.parse('  Salam\n')).toBe('Salam');
  });
});
