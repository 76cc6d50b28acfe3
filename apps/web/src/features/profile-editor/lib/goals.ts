import { relationshipGoals, type RelationshipGoal } from '@vusal/shared/catalog/enums';

/** D6: "All" checks the three goals, or clears them; it is not a stored value. */
export function toggleAllGoals(isChecked: boolean): RelationshipGoal[] {
  return isChecked ? [...relationshipGoals] : [];
}

/** One goal on or off, kept in the catalogue's order. */
export function toggleGoal(
  chosen: readonly RelationshipGoal[],
  goal: RelationshipGoal,
  isChecked: boolean,
): RelationshipGoal[] {
  const next = new Set(chosen);
  if (isChecked) next.add(goal);
  else next.delete(goal);
  return relationshipGoals.filter((item) => next.has(item));
}
