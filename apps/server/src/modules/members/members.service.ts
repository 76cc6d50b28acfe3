import type { CardRow } from './member-card';
import type { MembersRepository } from './members.repository';

export function createMembersService(members: MembersRepository) {
  return {
    /**
     * Another member as the viewer may see them: visible and not blocked either way; else
     * undefined, which every caller answers with 404 (no difference to probe).
     */
    findVisible: (viewerId: string, userId: string): Promise<CardRow | undefined> =>
      members.findVisible(viewerId, userId),
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
