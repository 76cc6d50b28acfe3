import type { Database } from '../../db/client';
import { notFound } from '../../errors/app-error';
import type { ProfilePhotosRepository } from './profile-photos.repository';

/** A moderator's answer to one waiting photo (decision 029). */
export type PhotoDecision = { accept: true } | { accept: false; reason: string };

/**
 * The photos added after approval, as the moderation module's photo review reads and decides
 * them (decisions 029, 037). The set's order, the published keys and the owner's rejection
 * reason stay this module's; the review adds its own check and audit row in `record`.
 */
export function createPendingPhotos(photos: ProfilePhotosRepository) {
  return {
    /** The waiting photos, oldest first, with whose they are. */
    waiting: (limit: number) => photos.waiting(limit),

    /**
     * Accepting publishes the photo in its place in the member's order (the main photo when it
     * is first); rejecting deletes it and leaves the reason for the member. One transaction on
     * the member's locked profile row, with `record` in it. Answers the key of a rejected
     * photo, for its file to be discarded after the commit; a 404 when the photo waits no more.
     */
    async decide(
      photoId: string,
      decision: PhotoDecision,
      record: (tx: Database, ownerId: string) => Promise<void>,
    ): Promise<{ discarded: string | null }> {
      const photo = await photos.find(photoId);
      if (!photo) throw notFound();
      const set = await photos.change(
        { profileId: photo.profileId },
        async (tx, { profile, photos: current }) => {
          const waiting = current.find((one) => one.id === photoId && one.state === 'pending');
          if (!waiting || !profile.userId) throw notFound();
          await record(tx, profile.userId);
          if (decision.accept) {
            await photos.approve(tx, waiting.id);
            if (profile.changeRejectedReason) await photos.setRejection(tx, profile.id, null);
          } else {
            await photos.remove(tx, [waiting.id]);
            await photos.setRejection(tx, profile.id, decision.reason);
          }
          const order = decision.accept
            ? current.map((one) => (one === waiting ? { ...one, state: 'approved' as const } : one))
            : current.filter((one) => one !== waiting);
          return { order, result: decision.accept ? null : waiting.photoKey };
        },
      );
      if (!set) throw notFound();
      return { discarded: set.result };
    },
  };
}

export type PendingPhotos = ReturnType<typeof createPendingPhotos>;
