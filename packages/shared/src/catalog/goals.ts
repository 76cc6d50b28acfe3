/**
 * D6: the stored set; "all" in the editor selects the three and is never stored. A module of its
 * own so the landing, which names the goals, does not load every other enumeration (P9).
 */
export const relationshipGoals = ['marriage', 'serious_relationship', 'friendship'] as const;
export type RelationshipGoal = (typeof relationshipGoals)[number];
