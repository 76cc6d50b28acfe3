import type { ProfileRejectionView } from '@vusal/shared/schemas/profile-rejection';

/**
 * Issue 23, item 9: the request for changes admin preview's pending screen shows, two reasons
 * and a note, so an admin sees what a member they asked to change reads.
 */
export const previewRejection: NonNullable<ProfileRejectionView> = {
  reasons: ['photo_unclear', 'contact_details_in_text'],
  note: 'Gün işığında, tək çəkilmiş bir şəkil yaxşı olar. Telefon nömrəsi "Haqqımda" mətnindədir.',
  at: '2025-01-15T10:00:00Z',
};
