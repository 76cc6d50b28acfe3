import { VERIFICATION } from '@vusal/shared/catalog/verification';
import type { AdminVerifications, VerificationState } from '@vusal/shared/schemas/verification';
import { ageOn } from '@vusal/shared/schemas/age';
import { minutesSince, type Clock } from '../../clock';
import { AppError, notFound } from '../../errors/app-error';
import type { StoredObject } from '../../infra/storage/storage.types';
import type { MediaService } from '../media';
import { selfiePolicy } from '../media';
import { approvedPhotoUrls, pendingPhotoUrl, type Viewer } from '../members';
import type { Actor } from '../auth';
import type { ModerationRepository } from './moderation.repository';
import type { Decision, VerificationRepository, VerificationRow } from './verification.repository';
import { drawTry } from './verification-try';

const DAY_MS = 24 * 60 * 60 * 1000;
const QUEUE_LIMIT = 200;

type Dependencies = {
  verifications: VerificationRepository;
  /** Issue 34, item 3: a moderator's request to verify, and the member's appeal against it. */
  holds: Pick<ModerationRepository, 'verificationHold' | 'insertAppeal'>;
  media: MediaService;
  clock: Clock;
  log: { warn(o: object, m: string): void };
};

const selfieUrl = (row: Pick<VerificationRow, 'id' | 'selfieKey'>) =>
  row.selfieKey ? `/api/verification/selfies/${row.id}` : null;

/** Issue 23 (decision 031): the member's selfie check and the moderators' decisions on it. */
export function createVerificationService({
  verifications,
  holds,
  media,
  clock,
  log,
}: Dependencies) {
  const dayAgo = () => new Date(clock.now().getTime() - DAY_MS);

  const removeSelfie = (key: string) => media.discardImages([key], log);

  async function state(userId: string): Promise<VerificationState> {
    const owner = await verifications.owner(userId);
    if (!owner) throw notFound();
    const [latest, tries, hold] = await Promise.all([
      verifications.latest(userId),
      verifications.triesSince(userId, dayAgo()),
      holds.verificationHold(userId),
    ]);
    const isRequired = owner.verificationRequired;
    const hasBadge = owner.verifiedAt !== null && !isRequired;
    const triesLeft = Math.max(0, VERIFICATION.triesPerDay - tries);
    const base = {
      pose: null,
      code: null,
      selfieUrl: null,
      rejectReason: null,
      note: null,
      lostReason: null,
      triesLeft,
      verifiedAt: hasBadge ? owner.verifiedAt!.toISOString() : null,
      required: hold
        ? { reason: hold.reason, appeal: hold.appeal === 'lifted' ? null : hold.appeal }
        : null,
    };
    if (hasBadge) return { ...base, status: 'verified' };
    const lost = { ...base, status: 'lost' as const, lostReason: owner.verificationLost };
    switch (latest?.status) {
      case undefined:
      case 'approved':
        if (isRequired) return { ...base, status: 'required' };
        if (latest) return lost;
        return owner.verificationLost ? lost : { ...base, status: 'not_started' };
      case 'rejected':
        return {
          ...base,
          status: 'rejected',
          rejectReason: latest.rejectReason,
          note: latest.note,
          selfieUrl: selfieUrl(latest),
        };
      case 'started':
      case 'waiting':
        return {
          ...base,
          status: latest.status,
          pose: latest.pose,
          code: latest.code,
          selfieUrl: selfieUrl(latest),
        };
    }
  }

  async function decide(reviewer: Actor, id: string, decision: Decision) {
    const outcome = await verifications.decide(reviewer, id, decision, clock.now());
    if (outcome === 'not_found') throw notFound();
    if (outcome === 'self') throw new AppError('ADMIN_SELF_LOCKOUT');
  }

  return {
    state,

    async start(userId: string): Promise<VerificationState> {
      const outcome = await verifications.start(
        userId,
        clock.now(),
        dayAgo(),
        VERIFICATION.triesPerDay,
        drawTry(),
      );
      if (outcome === 'no_photo') throw new AppError('VERIFICATION_PHOTO_REQUIRED');
      if (outcome === 'limit') throw new AppError('VERIFICATION_LIMIT');
      if (outcome === 'waiting' || outcome === 'verified') throw new AppError('CONFLICT');
      return state(userId);
    },

    /**
     * Issue 34, item 3: the member's one appeal against the request to verify that holds them;
     * a moderator decides it like any other appeal.
     */
    async appeal(userId: string, text: string): Promise<VerificationState> {
      const hold = await holds.verificationHold(userId);
      if (!hold) throw new AppError('CONFLICT');
      if (!(await holds.insertAppeal(hold.id, userId, text, clock.now()))) {
        throw new AppError('APPEAL_ALREADY_SENT');
      }
      return state(userId);
    },

    /** Stores the selfie of the try in progress, unless the same picture was ever sent. */
    async submit(
      userId: string,
      file: AsyncIterable<Uint8Array>,
      fileName?: string,
    ): Promise<VerificationState> {
      const latest = await verifications.latest(userId);
      if (latest?.status !== 'started') throw new AppError('CONFLICT');
      const stored = await media.store(file, selfiePolicy, fileName);
      const hash = await media.differenceHash(stored.key);
      const outcome =
        hash === null
          ? 'gone'
          : await verifications.submit(
              latest.id,
              { key: stored.key, hash },
              VERIFICATION.sameSelfieMaxDistance,
              clock.now(),
            );
      if (outcome === 'reused' || outcome === 'gone') {
        await removeSelfie(stored.key);
        throw new AppError(outcome === 'reused' ? 'SELFIE_REUSED' : 'CONFLICT');
      }
      return state(userId);
    },

    /** A selfie, to its sender, moderators and admins; to anyone else it does not exist. */
    async selfie(viewer: Viewer, id: string, size: 'small' | 'large'): Promise<StoredObject> {
      const row = await verifications.findById(id);
      const mayView =
        row?.userId === viewer.id || viewer.role === 'moderator' || viewer.role === 'admin';
      const object = mayView && row?.selfieKey ? await media.readImage(row.selfieKey, size) : null;
      if (!object) throw notFound();
      return object;
    },

    async queue(): Promise<AdminVerifications> {
      const rows = await verifications.queue(QUEUE_LIMIT);
      const now = clock.now();
      return {
        items: rows.map(({ try: row, profile }) => ({
          id: row.id,
          userId: row.userId,
          fullName: profile.fullName,
          age: profile.dateOfBirth ? ageOn(profile.dateOfBirth, now) : profile.age,
          pose: row.pose,
          code: row.code,
          selfieUrl: selfieUrl(row)!,
          photoUrls: [
            ...approvedPhotoUrls(profile, 'original'),
            ...profile.pendingPhotos.map(pendingPhotoUrl),
          ],
          submittedAt: row.submittedAt!.toISOString(),
          waitedMinutes: minutesSince(row.submittedAt!, now),
        })),
      };
    },

    approve: (reviewer: Actor, id: string) => decide(reviewer, id, { approve: true }),

    reject: (reviewer: Actor, id: string, reason: Decision & { approve: false }) =>
      decide(reviewer, id, reason),
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
