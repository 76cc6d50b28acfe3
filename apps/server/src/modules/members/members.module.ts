import type { Database } from '../../db/client';
import { createMembersRepository } from './members.repository';
import { createMembersService } from './members.service';

/**
 * Who a member is to others: visibility, cards, the visible-member lookup. It has no routes;
 * discovery, likes, moderation and chat take its service.
 */
export function createMembersModule(options: { db: Database }) {
  return { members: createMembersService(createMembersRepository(options.db)) };
}
