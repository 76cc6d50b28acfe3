import type { Database } from '../../db/client';
import { silentNotifier, type Notifier } from '../realtime';
import { createMembersRepository } from './members.repository';
import { createMembersService } from './members.service';
import { createPhotoSwaps } from './photo-swaps';

/**
 * Who a member is to others: visibility, cards, the visible-member lookup, and the live swap
 * of their pictures on others' pages. It has no routes; discovery, likes, moderation, chat and
 * preferences take its parts.
 */
export function createMembersModule(options: { db: Database; notifier?: Notifier }) {
  const repository = createMembersRepository(options.db);
  return {
    members: createMembersService(repository),
    // Without the realtime module (the benchmarks) there is no page to swap a picture on.
    photoSwaps: createPhotoSwaps(repository, options.notifier ?? silentNotifier),
  };
}
