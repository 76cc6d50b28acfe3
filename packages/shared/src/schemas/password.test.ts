import { describe, expect, it } from 'vitest';
import { changePasswordSchema, resetPasswordSchema } from './account';
import { newPasswordSchema } from './password';
import { signUpStep1Schema } from './registration';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('password policy (D8, SECURITY 2)', () => {
  it('lists every broken rule at once', () => {
    expect(messages(newPasswordSchema().safeParse('abc'))).toEqual([
      'validation.passwordMinLength',
      'validation.passwordUppercase',
      'validation.passwordDigit',
    ]);
  });

  it('asks for a password when empty', () => {
    expect(messages(newPasswordSchema().safeParse(''))).toEqual(['validation.newPasswordRequired']);
  });

  it('refuses common passwords that meet the rules', () => {
    expect(messages(newPasswordSchema().safeParse('Password123'))).toEqual([
      'validation.passwordCommon',
    ]);
  });

  it('accepts long passphrases with spaces and non-ASCII exactly as typed', () => {
    const passphrase = 'Şəki dağlarında 7 ulduz yanır, gecə sakitdir və ürəyim rahatdır';
    expect(passphrase.length).toBeGreaterThan(60);
    expect(newPasswordSchema().parse(passphrase)).toBe(passphrase);
    expect(newPasswordSchema().parse('  Padded 1  ')).toBe('  Padded 1  ');
  });

  it('applies one policy on sign-up, change and reset', () => {
    const weak = 'weakpass';
    expect(
      messages(
        signUpStep1Schema.safeParse({ email: 'a@b.az', password: weak, confirmPassword: weak }),
      ),
    ).toContain('validation.passwordUppercase');
    expect(
      messages(
        changePasswordSchema.safeParse({
          currentPassword: 'x',
          newPassword: weak,
          confirmPassword: weak,
        }),
      ),
    ).toContain('validation.passwordUppercase');
    expect(
      messages(
        resetPasswordSchema.safeParse({ token: 't', password: weak, confirmPassword: weak }),
      ),
    ).toContain('validation.passwordUppercase');
  });
});

describe('change password', () => {
  it('reports every missing field together', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({
          currentPassword: '',
          newPassword: '',
          confirmPassword: '',
        }),
      ),
    ).toEqual([
      'validation.currentPasswordRequired',
      'validation.newPasswordRequired',
      'validation.confirmPasswordRequired',
    ]);
  });

  it('refuses a mismatch and a new password equal to the current one', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({
          currentPassword: 'Old12345',
          newPassword: 'New12345',
          confirmPassword: 'New12346',
        }),
      ),
    ).toEqual(['validation.passwordsMismatch']);
    expect(
      messages(
        changePasswordSchema.safeParse({
          currentPassword: 'Same12345',
          newPassword: 'Same12345',
          confirmPassword: 'Same12345',
        }),
      ),
    ).toEqual(['validation.passwordSameAsCurrent']);
  });
});
