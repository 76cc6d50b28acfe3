/**
 * The grid of member cards (explore, likes, matches): 1, 2 or 3 columns by width (details.md
 * section 9, "Likes grid"), the breakpoints of the page frame.
 */
export const cardGridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
