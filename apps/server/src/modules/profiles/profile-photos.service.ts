import { MAX_PROFILE_PHOTOS } from '@vusal/shared/catalog/constants';
import type { OwnPhotos } from '@vusal/shared/schemas/profile';
import { AppError, notFound } from '../../errors/app-error';
import type { MediaService } from '../media';
import { profilePhotoPolicy } from '../media';
import { toOwnPhotos } from '../members';
import type { PhotoSet, ProfilePhotosRepository } from './profile-photos.repository';

type Dependencies = {
  photos: ProfilePhotosRepository;
  media: MediaService;
  log: { warn(o: object, m: string): void };
};

/**
 * Decision 037: a member's photos. Each goes through the media pipeline (bytes checked,
 * re-encoded, metadata dropped); before approval it publishes at once, after it waits for a
 * moderator (decision 029). Every change is one transaction on the locked profile row.
 */
export function createProfilePhotosService({ photos, media, log }: Dependencies) {
  /** Files no row points at any more, removed after the commit. */
  const removeFiles = (keys: string[]) => media.discardImages(keys, log);

  const answer = (set: PhotoSet): OwnPhotos => ({ photos: toOwnPhotos(set.photos) });

  function found<T>(set: T | undefined): T {
    if (!set) throw notFound();
    return set;
  }

  /**
   * A photo the media pipeline already stored, at the end of the order: waiting for a moderator
   * once the profile is approved. The member's upload and a relative's accepted proposal
   * (decision 053) both enter here. The caller keeps the file when this throws.
   */
  async function addStored(userId: string, photoKey: string): Promise<OwnPhotos> {
    const set = await photos.change({ userId }, async (tx, { profile, photos: current }) => {
      if (current.length >= MAX_PROFILE_PHOTOS) throw new AppError('PHOTO_LIMIT');
      const added = await photos.insert(tx, {
        profileId: profile.id,
        photoKey,
        position: current.length,
        state: profile.isApproved ? 'pending' : 'approved',
      });
      // The reason of an earlier rejection is answered by the new photo.
      if (profile.changeRejectedReason) await photos.setRejection(tx, profile.id, null);
      return { order: [...current, added], result: null };
    });
    return answer(found(set));
  }

  return {
    async list(userId: string): Promise<OwnPhotos> {
      return answer(found(await photos.ofUser(userId)));
    },

    /** Adds a photo at the end of the order; 409 PHOTO_LIMIT past MAX_PROFILE_PHOTOS. */
    async add(
      userId: string,
      file: AsyncIterable<Uint8Array>,
      fileName?: string,
    ): Promise<OwnPhotos> {
      // Cheap refusal before the bytes are read; the locked count below is the one that holds.
      const before = found(await photos.ofUser(userId));
      if (before.photos.length >= MAX_PROFILE_PHOTOS) throw new AppError('PHOTO_LIMIT');
      const stored = await media.store(file, profilePhotoPolicy, fileName);
      try {
        return await addStored(userId, stored.key);
      } catch (error) {
        await removeFiles([stored.key]);
        throw error;
      }
    },

    addStored,

    /** Removing shows less, so it needs no review; the main photo may go too. */
    async remove(userId: string, photoId: string): Promise<OwnPhotos> {
      const set = found(
        await photos.change({ userId }, async (tx, { photos: current }) => {
          const gone = current.find((photo) => photo.id === photoId);
          if (!gone) throw notFound();
          await photos.remove(tx, [gone.id]);
          return { order: current.filter((photo) => photo !== gone), result: gone.photoKey };
        }),
      );
      await removeFiles([set.result]);
      return answer(set);
    },

    /** `ids` must name every photo of the set exactly once. */
    async reorder(userId: string, ids: string[]): Promise<OwnPhotos> {
      const set = await photos.change({ userId }, (_tx, { photos: current }) => {
        const byId = new Map(current.map((photo) => [photo.id, photo]));
        const order = ids.flatMap((id) => {
          const photo = byId.get(id);
          byId.delete(id);
          return photo ? [photo] : [];
        });
        if (order.length !== current.length || ids.length !== current.length) {
          throw new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', [
            { path: 'ids', message: 'validation.photoOrder' },
          ]);
        }
        return { order, result: null };
      });
      return answer(found(set));
    },

    /**
     * Puts the photo first. A waiting photo may go first too: others keep seeing the first
     * approved one until a moderator accepts it.
     */
    async setMain(userId: string, photoId: string): Promise<OwnPhotos> {
      const set = await photos.change({ userId }, (_tx, { photos: current }) => {
        const main = current.find((photo) => photo.id === photoId);
        if (!main) throw notFound();
        return { order: [main, ...current.filter((photo) => photo !== main)], result: null };
      });
      return answer(found(set));
    },
  };
}

export type ProfilePhotosService = ReturnType<typeof createProfilePhotosService>;
