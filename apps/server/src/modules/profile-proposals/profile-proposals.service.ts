import { PROFILE_PROPOSALS_PENDING_MAX } from '@vusal/shared/catalog/constants';
import {
  editableProfileFields,
  type AcceptedProposal,
  type FieldAuthors,
  type GuardianProfile,
  type OwnProposal,
  type PendingProposal,
} from '@vusal/shared/schemas/profile-proposals';
import type { z } from 'zod';
import type { ProfileProposal } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors/app-error';
import { parseOrThrow } from '../../errors/validation';
import type { StoredObject } from '../../infra/storage/storage.types';
import type { ActiveGuardianship, GuardianAccess } from '../family';
import { profilePhotoPolicy, type MediaService } from '../media';
import { profileUpdateBody, type ProfilePhotosService, type ProfilesService } from '../profiles';
import type { ProfileProposalsRepository } from './profile-proposals.repository';
import { editableOf, fieldsOf, same, toOwnProposal, valueOf } from './proposal-values';

type Changes = z.output<typeof profileUpdateBody>;

type Dependencies = {
  proposals: ProfileProposalsRepository;
  access: GuardianAccess;
  profiles: Pick<ProfilesService, 'getOwn' | 'update' | 'check'>;
  photos: Pick<ProfilePhotosService, 'addStored'>;
  media: Pick<MediaService, 'store' | 'readImage' | 'discardImages'>;
  log: { warn(o: object, m: string): void };
  /** SECURITY 31: a relative's proposals are counted like any member action. */
  limitProposals: (guardianId: string) => Promise<void>;
};

/** How many of their own proposals a relative's list shows. */
const OWN_LIST_LIMIT = 50;

/**
 * Issue 39, item 3 (decision 053): a relative proposes, the member decides. Every rule of the
 * member's own edit applies twice: the same schema and checks when the relative proposes, and the
 * profiles module's own update path (schema parsed again first) when the member accepts.
 */
export function createProfileProposalsService(deps: Dependencies) {
  const { proposals, access, profiles } = deps;

  /** The guardianship that lets this relative edit this member's profile, asked per request. */
  async function grantOf(guardianId: string, memberId: string): Promise<ActiveGuardianship> {
    const grant = await access.between(guardianId, memberId);
    // Not their member: answered as a member who does not exist.
    if (!grant) throw notFound();
    if (!grant.editsProfile) throw forbidden();
    return grant;
  }

  /**
   * Waiting proposals of a guardianship that ended, or whose editing the member turned off, are
   * withdrawn before the member's list or decision reads them: nothing they hold applies.
   */
  async function sweep(memberId: string): Promise<void> {
    const grant = await access.ofMember(memberId);
    const gone = await proposals.withdrawAllBut(
      memberId,
      grant?.editsProfile ? grant.id : undefined,
    );
    await discard(gone);
  }

  /** The files of proposed photos nobody will accept any more. */
  const discard = (keys: (string | null)[]) =>
    deps.media.discardImages(
      keys.filter((key): key is string => key !== null),
      deps.log,
    );

  /** Checks before a proposal is stored: the grant, the budget, how many wait. */
  async function mayPropose(guardianId: string, memberId: string): Promise<ActiveGuardianship> {
    const grant = await grantOf(guardianId, memberId);
    await deps.limitProposals(guardianId);
    if ((await proposals.pendingCountOf(grant.id)) >= PROFILE_PROPOSALS_PENDING_MAX) {
      throw new AppError('PROPOSAL_LIMIT');
    }
    return grant;
  }

  async function decided(id: string, owns: (row: ProfileProposal) => boolean): Promise<never> {
    const row = await proposals.find(id);
    if (!row || !owns(row)) throw notFound();
    throw new AppError('PROPOSAL_DECIDED');
  }

  return {
    async read(guardianId: string, memberId: string): Promise<GuardianProfile> {
      const grant = await grantOf(guardianId, memberId);
      const profile = await profiles.getOwn(memberId);
      const own = await proposals.ofGuardianship(grant.id, OWN_LIST_LIMIT);
      return {
        member: { id: memberId, name: profile.fullName },
        profile: editableOf(profile),
        proposals: own.map(toOwnProposal),
      };
    },

    async listOwn(guardianId: string, memberId: string): Promise<OwnProposal[]> {
      const grant = await grantOf(guardianId, memberId);
      return (await proposals.ofGuardianship(grant.id, OWN_LIST_LIMIT)).map(toOwnProposal);
    },

    /**
     * `changes` passed the member's own schema (the route's body); the rest is checked here.
     * `sent`: the fields the body named (the schema adds the lists it left out, empty).
     */
    async propose(
      guardianId: string,
      memberId: string,
      changes: Changes,
      sent: readonly string[],
    ): Promise<OwnProposal> {
      const grant = await mayPropose(guardianId, memberId);
      // The marriage details are the member's own to state (decision 052).
      const refused = sent.filter(
        (field) => field in changes && !(editableProfileFields as string[]).includes(field),
      );
      if (refused.length) {
        throw new AppError(
          'VALIDATION_FAILED',
          'errors.VALIDATION_FAILED',
          refused.map((path) => ({ path, message: 'validation.invalid' })),
        );
      }
      const current = await profiles.getOwn(memberId);
      // A field proposed as it already is changes nothing: left out of the proposal.
      const patch = Object.fromEntries(
        Object.entries(changes).filter(
          ([field, value]) => sent.includes(field) && !same(valueOf(current, field), value),
        ),
      ) as Changes;
      const fields = Object.keys(patch);
      if (!fields.length) {
        throw new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', [
          { path: '', message: 'validation.proposalEmpty' },
        ]);
      }
      await profiles.check(memberId, patch);
      const base = Object.fromEntries(fields.map((field) => [field, valueOf(current, field)]));
      const row = await proposals.insert({
        guardianshipId: grant.id,
        memberId,
        changes: patch,
        base,
      });
      return toOwnProposal(row);
    },

    /**
     * A photo for the member's profile: through the media pipeline exactly as the member's own
     * upload (bytes checked, re-encoded, metadata dropped); it waits for the member, then for a
     * moderator like any photo added after approval.
     */
    async proposePhoto(
      guardianId: string,
      memberId: string,
      file: AsyncIterable<Uint8Array>,
      fileName?: string,
    ): Promise<OwnProposal> {
      const grant = await mayPropose(guardianId, memberId);
      const stored = await deps.media.store(file, profilePhotoPolicy, fileName);
      try {
        const row = await proposals.insert({
          guardianshipId: grant.id,
          memberId,
          changes: {},
          base: {},
          photoKey: stored.key,
        });
        return toOwnProposal(row);
      } catch (error) {
        await discard([stored.key]);
        throw error;
      }
    },

    /** The proposed photo, to its member while the proposal waits. */
    async photoOf(memberId: string, id: string, size: 'small' | 'large'): Promise<StoredObject> {
      const row = await proposals.find(id);
      if (!row || row.memberId !== memberId || row.status !== 'pending' || !row.photoKey) {
        throw notFound();
      }
      const object = await deps.media.readImage(row.photoKey, size);
      if (!object) throw notFound();
      return object;
    },

    async withdraw(guardianId: string, memberId: string, id: string): Promise<OwnProposal> {
      const grant = await grantOf(guardianId, memberId);
      const row = await proposals.withdraw(id, grant.id);
      if (!row) return decided(id, (found) => found.guardianshipId === grant.id);
      await discard([row.photoKey]);
      return toOwnProposal(row);
    },

    /** The member's review list: who wrote each proposal, and each field against now. */
    async pending(memberId: string): Promise<PendingProposal[]> {
      await sweep(memberId);
      const rows = await proposals.pendingOf(memberId);
      if (!rows.length) return [];
      const current = await profiles.getOwn(memberId);
      return rows.map(({ proposal, relation, name }) => ({
        id: proposal.id,
        author: { relation, name },
        createdAt: proposal.createdAt.toISOString(),
        photoUrl: proposal.photoKey ? `/api/profile-proposals/${proposal.id}/photo` : null,
        changes: fieldsOf(proposal.changes).map((field) => ({
          field,
          current: valueOf(current, field),
          proposed: valueOf(proposal.changes, field),
          changedSince: !same(proposal.base[field], current[field]),
        })),
      }));
    },

    /**
     * Applies what the member did not change since the relative wrote it (their own later
     * writing wins), through the profiles module's update with every rule again; nothing left
     * to apply is PROPOSAL_STALE and the proposal keeps waiting. The pending → accepted step is
     * one conditional update, so two acceptances at once apply it once.
     */
    async accept(memberId: string, id: string): Promise<AcceptedProposal> {
      await sweep(memberId);
      const row = await proposals.find(id);
      if (!row || row.memberId !== memberId) throw notFound();
      if (row.status !== 'pending') throw new AppError('PROPOSAL_DECIDED');
      const current = await profiles.getOwn(memberId);
      const fields = fieldsOf(row.changes);
      const appliedFields = fields.filter((field) => same(row.base[field], current[field]));
      const skippedFields = fields.filter((field) => !appliedFields.includes(field));
      if (!appliedFields.length && !row.photoKey) throw new AppError('PROPOSAL_STALE');
      // Today's rules, not those of the day it was written (the contact-details detector grows).
      const parsed = parseOrThrow(
        profileUpdateBody,
        Object.fromEntries(appliedFields.map((field) => [field, row.changes[field]])),
      );
      // Only the applied fields: the schema fills the lists left out with empty ones.
      const patch = Object.fromEntries(
        appliedFields.map((field) => [field, parsed[field] ?? null]),
      ) as Changes;
      const claimed = await proposals.decide(id, memberId, 'accepted', appliedFields);
      if (!claimed) throw new AppError('PROPOSAL_DECIDED');
      try {
        // The photo first: the set's limit may refuse it, and then nothing is applied.
        if (row.photoKey) await deps.photos.addStored(memberId, row.photoKey);
        if (appliedFields.length) await profiles.update(memberId, patch);
      } catch (error) {
        await proposals.reopen(id);
        throw error;
      }
      await proposals.recordAuthors(memberId, row.guardianshipId, patch);
      return { appliedFields, skippedFields, photoAdded: row.photoKey !== null };
    },

    async decline(memberId: string, id: string): Promise<void> {
      const row = await proposals.decide(id, memberId, 'declined');
      if (!row) return decided(id, (found) => found.memberId === memberId);
      await discard([row.photoKey]);
    },

    /** Who wrote each field of the member's profile, while it still holds what they wrote. */
    async authors(memberId: string): Promise<FieldAuthors> {
      const rows = await proposals.authorsOf(memberId);
      if (!rows.length) return { fields: {} };
      const current = await profiles.getOwn(memberId);
      const fields: FieldAuthors['fields'] = {};
      for (const row of rows) {
        if (!(editableProfileFields as string[]).includes(row.field)) continue;
        if (!same(row.value, (current as Record<string, unknown>)[row.field])) continue;
        fields[row.field] = {
          relation: row.relation,
          name: row.name,
          writtenAt: row.writtenAt.toISOString(),
        };
      }
      return { fields };
    },

    /**
     * For the family module: a guardianship ended, or its editing turned off; its waiting
     * proposals are withdrawn at once (the member's list sweeps them too, in case).
     */
    async withdrawOfGuardianship(guardianshipId: string): Promise<void> {
      await discard(await proposals.withdrawOfGuardianship(guardianshipId));
    },
  };
}

export type ProfileProposalsService = ReturnType<typeof createProfileProposalsService>;
