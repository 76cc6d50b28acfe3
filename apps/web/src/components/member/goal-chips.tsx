import type { RelationshipGoal } from '@vusal/shared/catalog/enums';
import { Heart } from 'lucide-react';
import { useTranslation } from '../../lib/translation';

/** Relationship goals as small labelled pills, for cards of other members. */
export function GoalChips({ goals }: { goals: readonly RelationshipGoal[] }) {
  const { t } = useTranslation();
  if (goals.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {goals.map((goal) => (
        <li
          key={goal}
          className="inline-flex items-center gap-1 rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-200 ring-inset"
        >
          <Heart aria-hidden="true" className="size-3 fill-current" />
          {t(`enums.relationship_goals.${goal}`)}
        </li>
      ))}
    </ul>
  );
}
