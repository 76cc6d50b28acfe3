/**
 * Passwords that meet the length, uppercase and digit rules yet are among the most guessed
 * (SECURITY 2), with local favourites. Compared case-insensitively. A short list on purpose: it
 * lets the wizard say "too common" at step 1, before anything is sent; the server also checks
 * zxcvbn-ts's ~49,000 (apps/server/src/modules/auth/common-passwords.ts), too big to ship.
 */
const common = new Set([
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'passw0rd1',
  'qwerty123',
  'qwerty1234',
  'qwertyuiop1',
  'welcome1',
  'welcome123',
  'letmein1',
  'letmein123',
  'iloveyou1',
  'iloveyou123',
  'sunshine1',
  'princess1',
  'football1',
  'baseball1',
  'monkey123',
  'dragon123',
  'master123',
  'admin123',
  'administrator1',
  'abc12345',
  'abcd1234',
  'abcdef123',
  'changeme1',
  'trustno1a',
  'superman1',
  'azerbaijan1',
  'azerbaycan1',
  'baku2024',
  'baku1234',
  'sevgi123',
  'vusal123',
  'vusal1234',
  'mehebbet1',
  'parol123',
  'sifre123',
  'aa123456',
  'zxcvbnm1',
  'asdfghjk1',
  'q1w2e3r4',
  '1q2w3e4r',
  '1qaz2wsx',
  'p@ssw0rd',
  'p@ssword1',
]);

export function isCommonPassword(value: string): boolean {
  return common.has(value.toLowerCase());
}
