import type { ProfileRejectionView } from '@vusal/shared/schemas/profile-rejection';
import type { Profile as ProfileRow } from '../../db/schema';

type RejectionColumns = Pick<ProfileRow, 'rejectionReasons' | 'rejectionNote' | 'rejectedAt'>;

/**
 * Issue 23, item 9: the changes an admin asked a pending member for, as the member and the
 * admins see them; null when none wait. Nobody else's view includes it.
 */
export function rejectionView(row: RejectionColumns): ProfileRejectionView {
  if (!row.rejectedAt || !row.rejectionReasons?.length) return null;
  return {
    reasons: row.rejectionReasons,
    note: row.rejectionNote,
    at: row.rejectedAt.toISOString(),
  };
}
