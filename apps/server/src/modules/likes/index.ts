// Likes and matches, as other modules use them: the dashboard's counts, the SQL that says which
// likes a member received (the badges count with it), and who the other member of a match is.
export { likesReceivedCount, liveMatchesCount } from './like-counts';
export { isMember, receivedBy } from './likes-query-parts';
export { otherMember } from './match-view';
