import { z } from '../zod';
import { profileProposalStatuses } from '../catalog/constants';
import { guardianRelations } from '../catalog/enums';
import { fullProfileSchema, marriageDetailsSchema } from './profile';
import { profileUpdateSchema } from './profile-input';

/*
 * Issue 39, item 3 (decision 053): a relative's proposed edit of the member's profile. What a
 * relative may propose is exactly what the member may change themself (`profileUpdateSchema`,
 * which the server checks with `withoutContactDetails` on top, as for the member's own edit).
 */

// The marriage details are the member's own to state (decision 052): a relative proposes none.
const marriageKeys = Object.keys(marriageDetailsSchema.shape);
type EditableKey = Exclude<
  keyof typeof profileUpdateSchema.shape,
  keyof typeof marriageDetailsSchema.shape
>;

/** The fields a member edits but their marriage details: the fields a relative may propose. */
export const editableProfileFields = Object.keys(profileUpdateSchema.shape).filter(
  (key) => !marriageKeys.includes(key),
) as EditableKey[];

const editableMask = Object.fromEntries(editableProfileFields.map((key) => [key, true])) as {
  [K in EditableKey]: true;
};

/** The member's current editable fields, as the relative's form starts from them. */
export const editableProfileSchema = fullProfileSchema.pick(editableMask);
export type EditableProfile = z.infer<typeof editableProfileSchema>;

/** One field's value as stored: a text, a number, a choice, a list of choices, or empty. */
export const proposalValueSchema = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);
export type ProposalValue = z.infer<typeof proposalValueSchema>;

/**
 * One proposed field against the profile now. `changedSince`: the member changed the field after
 * the relative wrote the proposal, so accepting keeps the member's value (decision 053).
 */
export const proposalChangeSchema = z.object({
  field: z.enum(editableProfileFields as [EditableKey, ...EditableKey[]]),
  current: proposalValueSchema,
  proposed: proposalValueSchema,
  changedSince: z.boolean(),
});
export type ProposalChange = z.infer<typeof proposalChangeSchema>;

const authorSchema = z.object({
  relation: z.enum(guardianRelations),
  name: z.string(),
});

/** A proposal as the relative who wrote it sees it in their list. */
export const ownProposalSchema = z.object({
  id: z.uuid(),
  status: z.enum(profileProposalStatuses),
  fields: z.array(proposalChangeSchema.shape.field),
  /** A photo is proposed too (decision 053). */
  hasPhoto: z.boolean(),
  /** Accepted: the fields that were applied (a field the member had changed since is not). */
  appliedFields: z.array(proposalChangeSchema.shape.field),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type OwnProposal = z.infer<typeof ownProposalSchema>;

/** `GET /api/guardian/members/:memberId/profile`: the form's start and the relative's list. */
export const guardianProfileSchema = z.object({
  member: z.object({ id: z.string(), name: z.string() }),
  profile: editableProfileSchema,
  proposals: z.array(ownProposalSchema),
});
export type GuardianProfile = z.infer<typeof guardianProfileSchema>;

export const ownProposalAnswerSchema = z.object({ proposal: ownProposalSchema });

/** A waiting proposal as the member reviews it: who wrote it, and each field against now. */
export const pendingProposalSchema = z.object({
  id: z.uuid(),
  author: authorSchema,
  changes: z.array(proposalChangeSchema),
  /** The proposed photo's address for the member to look at, or null without one. */
  photoUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PendingProposal = z.infer<typeof pendingProposalSchema>;

export const pendingProposalsSchema = z.object({ items: z.array(pendingProposalSchema) });

/** Who last wrote a field of the member's profile, while it still holds what they wrote. */
export const fieldAuthorsSchema = z.object({
  fields: z.record(z.string(), authorSchema.extend({ writtenAt: z.iso.datetime() })),
});
export type FieldAuthors = z.infer<typeof fieldAuthorsSchema>;

export const proposalParamsSchema = z.object({ proposalId: z.uuid() });
export const memberParamsSchema = z.object({ memberId: z.string().min(1).max(64) });

/** The member's answer to accepting: what was applied and what was kept as the member had it. */
export const acceptedProposalSchema = z.object({
  appliedFields: z.array(proposalChangeSchema.shape.field),
  /** The proposed photo joined the member's photos (waiting for review once approved). */
  photoAdded: z.boolean(),
  skippedFields: z.array(proposalChangeSchema.shape.field),
});
export type AcceptedProposal = z.infer<typeof acceptedProposalSchema>;
