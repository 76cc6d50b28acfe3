import { z } from '../zod';
import { accountLanguages } from '../catalog/countries';
import { accountKinds, roles } from '../catalog/enums';

/** Where the signed-in person stands: what the pending screen and the guards decide on. */
export const profileStatuses = ['none', 'pending', 'approved', 'deactivated'] as const;
export type ProfileStatus = (typeof profileStatuses)[number];

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  /** Issue 39: a guardian account has no profile; the web app shows it the guardian's screens. */
  accountKind: z.enum(accountKinds),
  emailVerified: z.boolean(),
  profileStatus: z.enum(profileStatuses),
  language: z.enum(accountLanguages),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/auth/session`: `user` is null for visitors. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Answers that must read the same whether or not the e-mail has an account (SECURITY 5). */
export const acceptedResponseSchema = z.object({ status: z.literal('accepted') });

export const verifyEmailResponseSchema = z.object({
  /** True when this browser started the sign-up and is now signed in; false: sign in to continue. */
  signedIn: z.boolean(),
});
