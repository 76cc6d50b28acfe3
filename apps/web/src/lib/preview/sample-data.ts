import { ADMIN_PREVIEW } from '@vusal/shared/catalog/constants';
import type { Badges, MatchView, ReceivedLike } from '@vusal/shared/schemas/likes';
import type { ProfilePreview } from '@vusal/shared/schemas/profile';

/**
 * Sample data of admin preview mode (spec section 4, "Admin mode"; details.md section 9): what
 * explore, likes and matches show an admin previewing them. None of it exists on the server, so
 * every id is a fixed demo id and every profile is marked `isDemo`.
 */
export const previewProfiles: readonly ProfilePreview[] = [
  {
    userId: 'a0000000-0000-4000-8000-000000000001',
    profileId: 'b0000000-0000-4000-8000-000000000001',
    isDemo: true,
    isVerified: true,
    fullName: 'Leyla Hüseynova',
    age: 27,
    city: 'baku',
    region: 'baku',
    bio: 'Kitablar, səyahət və dəniz kənarında uzun gəzintilər.',
    photoUrl: null,
    photos: [],
    relationshipGoals: ['marriage', 'serious_relationship'],
  },
  {
    userId: 'a0000000-0000-4000-8000-000000000002',
    profileId: 'b0000000-0000-4000-8000-000000000002',
    isDemo: true,
    isVerified: false,
    fullName: 'Nigar Əliyeva',
    age: 31,
    city: 'ganja',
    region: 'ganja_dashkasan',
    bio: 'Memaram. Musiqi və ailə mənim üçün hər şeydir.',
    photoUrl: null,
    photos: [],
    relationshipGoals: ['marriage'],
  },
  {
    userId: 'a0000000-0000-4000-8000-000000000003',
    profileId: 'b0000000-0000-4000-8000-000000000003',
    isDemo: true,
    isVerified: false,
    fullName: 'Günay Rəhimova',
    age: 25,
    city: 'shaki',
    region: 'shaki_zagatala',
    bio: 'Yeni dostlar və səmimi söhbətlər axtarıram.',
    photoUrl: null,
    photos: [],
    relationshipGoals: ['friendship', 'serious_relationship'],
  },
];

const [first, second, third] = previewProfiles as [ProfilePreview, ProfilePreview, ProfilePreview];

/** The two people who liked the previewing admin, newest first. */
export const previewReceivedLikes: readonly ReceivedLike[] = [
  {
    likeId: 'c0000000-0000-4000-8000-000000000001',
    createdAt: '2025-01-15T09:30:00Z',
    isSuper: false,
    from: first,
  },
  {
    likeId: 'c0000000-0000-4000-8000-000000000002',
    createdAt: '2025-01-14T18:05:00Z',
    isSuper: false,
    from: second,
  },
];

/** The one match, its chat open (both said yes, D14). */
export const previewMatches: readonly MatchView[] = [
  {
    matchId: 'd0000000-0000-4000-8000-000000000001',
    createdAt: '2025-01-13T12:00:00Z',
    other: third,
    myAnswer: true,
    otherAnswer: true,
    chatOpen: true,
    status: 'open',
  },
];

/**
 * The dashboard's counts in preview, from the spec's demo stats 5, 3, 2, 1, 3 (matches, likes,
 * new likes, new matches, unread messages); explore's badge counts the three sample profiles.
 */
const [matches, likes, newLikes, newMatches, unreadMessages] = ADMIN_PREVIEW.stats;
export const previewBadges: Badges = {
  likes: newLikes,
  matches: newMatches,
  explore: previewProfiles.length,
  visitors: 0,
  messages: unreadMessages,
  totals: { likesReceived: likes, matches, openChats: previewMatches.length },
};

/** The sample activity the dashboard shows in preview, in the spec's order. */
export const previewStats = { matches, likes, newLikes, newMatches, unreadMessages };
