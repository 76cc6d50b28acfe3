import { z } from '../zod';
import { guardianRelations } from '../catalog/enums';
import { countrySchema, languageSchema } from './account';
import { emailSchema, personNameSchema } from './fields';
import { newPasswordSchema } from './password';
import { profilePreviewSchema } from './profile';
import { acceptTermsSchema } from './registration';

/** Issue 39 (decision 050): an invitation link is valid for seven days. */
export const GUARDIAN_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The page the invitation mail opens; the token travels in the fragment (decision 040). */
export const GUARDIAN_ACCEPT_PAGE = '/family/accept';
/** The guardian's feed looks this far back. */
export const GUARDIAN_FEED_DAYS = 30;

const relationSchema = z.enum(guardianRelations, { error: 'validation.relationRequired' });

/** `POST /api/family/guardian`: the member invites a relative. */
export const familyInviteSchema = z.object({ email: emailSchema, relation: relationSchema });
export type FamilyInvite = z.infer<typeof familyInviteSchema>;

/** The four things a guardian may see, each off until the member turns it on. */
export const guardianScopeKeys = [
  'seesMatches',
  'seesNewMatches',
  'readsChats',
  'editsProfile',
] as const;
export type GuardianScopeKey = (typeof guardianScopeKeys)[number];

const scopesShape = {
  seesMatches: z.boolean(),
  seesNewMatches: z.boolean(),
  readsChats: z.boolean(),
  editsProfile: z.boolean(),
};

/** `PATCH /api/family/guardian`: any of the scopes and the sharing choice; at least one. */
export const familyScopesUpdateSchema = z
  .object({
    seesMatches: z.boolean().optional(),
    seesNewMatches: z.boolean().optional(),
    readsChats: z.boolean().optional(),
    editsProfile: z.boolean().optional(),
    sharingRequired: z.boolean().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'validation.nothingToChange' });
export type FamilyScopesUpdate = z.infer<typeof familyScopesUpdateSchema>;

/** What the member sees of their invitation or guardian. */
export const familyGuardianSchema = z.object({
  id: z.uuid(),
  status: z.enum(['invited', 'active']),
  email: z.string(),
  relation: relationSchema,
  /** The guardian account's name, once accepted. */
  guardianName: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  sharingRequired: z.boolean(),
  ...scopesShape,
});
export type FamilyGuardian = z.infer<typeof familyGuardianSchema>;

export const familyGuardianResponseSchema = z.object({
  guardian: familyGuardianSchema.nullable(),
});
export type FamilyGuardianResponse = z.infer<typeof familyGuardianResponseSchema>;

/** A token from the invitation link; base64url of 32 bytes, bounded so junk stays cheap. */
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: 'validation.tokenInvalid' })
    .min(20, 'validation.tokenInvalid')
    .max(100, 'validation.tokenInvalid')
    .regex(/^[\w-]+$/, 'validation.tokenInvalid'),
});

/** `POST /api/family/invitation`: whose invitation the link carries. */
export const invitationInfoSchema = z.object({
  memberFirstName: z.string(),
  relation: relationSchema,
  email: z.string(),
  /** The invited address already has an account: sign in (a guardian's) instead of signing up. */
  hasAccount: z.boolean(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

/** `POST /api/family/invitation/sign-up`: a guardian account for the invited address. */
export const guardianSignUpSchema = z.object({
  ...invitationTokenSchema.shape,
  name: personNameSchema('validation.fullNameRequired', 100),
  password: newPasswordSchema('validation.passwordRequired'),
  acceptTerms: acceptTermsSchema,
  language: languageSchema,
  country: countrySchema,
});
export type GuardianSignUp = z.infer<typeof guardianSignUpSchema>;
/** The form's own fields (the token comes from the link, the locale from the page). */
export const guardianSignUpFormSchema = guardianSignUpSchema.pick({
  name: true,
  password: true,
  acceptTerms: true,
});
export type GuardianSignUpForm = z.infer<typeof guardianSignUpFormSchema>;

/** A member the guardian follows, as the guardian's home lists them. */
export const followedMemberSchema = z.object({
  memberId: z.string(),
  firstName: z.string(),
  relation: relationSchema,
  sharingRequired: z.boolean(),
  ...scopesShape,
});
export type FollowedMember = z.infer<typeof followedMemberSchema>;
export const followedMembersSchema = z.object({ members: z.array(followedMemberSchema) });

/** A match of the followed member, shown as a non-match sees the other member (decision 050). */
export const guardianMatchSchema = z.object({
  matchId: z.uuid(),
  matchedAt: z.string(),
  /** The other member said yes to a chat and the followed member has not answered yet. */
  chatRequested: z.boolean(),
  chatOpened: z.boolean(),
  profile: profilePreviewSchema,
});
export type GuardianMatch = z.infer<typeof guardianMatchSchema>;
export const guardianMatchesSchema = z.object({ matches: z.array(guardianMatchSchema) });

/** The feed of new matches and chat requests of the last GUARDIAN_FEED_DAYS days. */
export const guardianFeedItemSchema = z.object({
  kind: z.enum(['new_match', 'chat_request']),
  matchId: z.uuid(),
  at: z.string(),
  otherName: z.string(),
});
export type GuardianFeedItem = z.infer<typeof guardianFeedItemSchema>;
export const guardianFeedSchema = z.object({ items: z.array(guardianFeedItemSchema) });

export const memberIdParamsSchema = z.object({
  memberId: z.uuid({ error: 'validation.idInvalid' }),
});
