import type { PhotoVisibility } from '@vusal/shared/catalog/enums';
import type { Notifier } from '../realtime';
import type { MembersRepository } from './members.repository';
import type { PhotoVariant } from './photo-tokens';
import { approvedPhotoUrls } from './profile-view';

// From the widest choice to the narrowest: each shows originals to a subset of the one before.
const narrowness: Record<PhotoVisibility, number> = { everyone: 0, matches: 1, revealed: 2 };

/**
 * Issue 38, item 2, decision 046: a change that alters which picture of a member's photos
 * viewers get, beyond one pair, swaps the picture on every open page that shows it. Anyone may
 * have the member's card on screen (browse, explore, likes), so the event goes to every page,
 * through the realtime bus (every node); it names only the pictures that changed meaning, so
 * a page that never showed them learns nothing, and only pages that show one fetch again.
 */
export function createPhotoSwaps(members: MembersRepository, notifier: Notifier) {
  async function announce(userId: string, variant: PhotoVariant): Promise<void> {
    const row = await members.approvedPhotosOf(userId);
    const urls = row ? approvedPhotoUrls(row, variant) : [];
    if (urls.length > 0) notifier.toEveryone('photos:stale', { urls });
  }

  return {
    /**
     * The member changed who sees their photos. Every choice shows originals to a subset of
     * a wider one, so a narrower choice takes originals from some viewers (they held the
     * original's URL) and a wider one gives originals to some who held the blurred copy's.
     */
    async choiceChanged(userId: string, before: PhotoVisibility, after: PhotoVisibility) {
      if (before === after) return;
      const narrower = narrowness[after] > narrowness[before];
      await announce(userId, narrower ? 'original' : 'blurred');
    },

    /**
     * The member was suspended, banned or deactivated: nobody sees them any more, and pages
     * still showing one of their photos as it is drop it (their reveals went in the same
     * transaction, `forgetRevealsOf`).
     */
    memberHidden: (userId: string) => announce(userId, 'original'),
  };
}

export type PhotoSwaps = ReturnType<typeof createPhotoSwaps>;
