import type { OwnProfile } from '@vusal/shared/schemas/profile';
import {
  editableProfileFields,
  type EditableProfile,
  type OwnProposal,
  type ProposalValue,
} from '@vusal/shared/schemas/profile-proposals';
import type { ProfileProposal } from '../../db/schema';

type Field = (typeof editableProfileFields)[number];

/** A proposal's values as the service compares and shows them: pure mappings, no reads. */
export const valueOf = (record: Record<string, unknown>, field: string): ProposalValue =>
  (record[field] ?? null) as ProposalValue;

// Values are texts, numbers, choices or lists of choices: equal when their JSON is.
export const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function editableOf(profile: OwnProfile): EditableProfile {
  return Object.fromEntries(
    editableProfileFields.map((field) => [field, profile[field]]),
  ) as EditableProfile;
}

export const fieldsOf = (changes: Record<string, unknown>) =>
  editableProfileFields.filter((field) => field in changes);

export function toOwnProposal(row: ProfileProposal): OwnProposal {
  return {
    id: row.id,
    status: row.status,
    fields: fieldsOf(row.changes),
    hasPhoto: row.photoKey !== null,
    appliedFields: row.appliedFields.filter((f): f is Field =>
      (editableProfileFields as string[]).includes(f),
    ),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
