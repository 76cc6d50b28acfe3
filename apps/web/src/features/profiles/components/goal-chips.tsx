import type { RelationshipGoal } from '@vusal/shared/catalog/enums';
import { Heart } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';

/** Relationship goals as labelled pills (`enums.relationship_goals.<value>`). */
export function GoalChips({ goals }: { goals: readonly RelationshipGoal[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {goals.map((goal) => (
        <li
          key={goal}
          className="inline-flex items-center gap-1.5 rounded-full bg-rose-50 px-3 py-1 text-sm font-semibold text-rose-800 ring-1 ring-rose-200 ring-inset"
        >
          <Heart aria-hidden="true" className="size-3.5 fill-current" />
          {t(`enums.relationship_goals.${goal}`)}
        </li>
      ))}
    </ul>
  );
}
