import { z } from '../zod';
import { accountCountries, accountLanguages } from '../catalog/countries';
import { deletionReasons } from '../catalog/enums';
import { emailSchema } from './fields';
import { currentPasswordSchema, newPasswordSchema } from './password';

export const languageSchema = z.enum(accountLanguages).default('en');
/** The region of the page the request came from; null (Global) when none (decision 042). */
export const countrySchema = z.enum(accountCountries).nullable().default(null);

export const signInSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema('validation.passwordRequired'),
  /** S8: the owner of a deleted account, within the archive period, asks to restore it. */
  restore: z.boolean().optional(),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({
  email: emailSchema,
  language: languageSchema,
  country: countrySchema,
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** Issue 22, item 6: another confirmation link for an address not confirmed yet. */
export const resendConfirmationSchema = z.object({ email: emailSchema });
export type ResendConfirmationInput = z.input<typeof resendConfirmationSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, 'validation.invalidLink').max(200, 'validation.invalidLink'),
    password: newPasswordSchema(),
    confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmMismatch',
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordSchema(),
    newPassword: newPasswordSchema(),
    confirmPassword: z
      .string({ error: 'validation.confirmPasswordRequired' })
      .min(1, 'validation.confirmPasswordRequired'),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.newPassword !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'validation.passwordsMismatch',
      });
    }
    if (value.currentPassword && value.newPassword && value.newPassword === value.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'validation.passwordSameAsCurrent',
      });
    }
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const deleteAccountSchema = z
  .object({
    reason: z.enum(deletionReasons, { error: 'validation.deletionReasonRequired' }),
    otherReason: z.string().trim().max(1000, 'validation.tooLong').optional(),
  })
  .refine((value) => value.reason !== 'other' || !!value.otherReason, {
    path: ['otherReason'],
    message: 'validation.deletionOtherRequired',
  });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const verifyEmailSchema = z.object({ token: z.string().min(1).max(200) });
