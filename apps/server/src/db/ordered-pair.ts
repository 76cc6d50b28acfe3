/** The pair as the matches table stores it (user1_id < user2_id). */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);
