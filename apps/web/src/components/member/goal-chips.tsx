import type { RelationshipGoal } from '@vusal/shared/catalog/enums';
import { Heart } from 'lucide-react';
import { useTranslation } from '../../lib/translation';

const sizes = {
  /** On cards and previews of other members. */
  sm: { list: 'gap-1.5', chip: 'gap-1 px-2.5 py-0.5 text-xs', icon: 'size-3' },
  /** On a profile page. */
  md: { list: 'gap-2', chip: 'gap-1.5 px-3 py-1 text-sm', icon: 'size-3.5' },
};

type GoalChipsProps = { goals: readonly RelationshipGoal[]; size?: keyof typeof sizes };

/** Relationship goals as labelled pills (`enums.relationship_goals.<value>`); none, nothing. */
export function GoalChips({ goals, size = 'sm' }: GoalChipsProps) {
  const { t } = useTranslation();
  if (goals.length === 0) return null;
  const { list, chip, icon } = sizes[size];
  return (
    <ul className={`flex flex-wrap ${list}`}>
      {goals.map((goal) => (
        <li
          key={goal}
          className={`inline-flex items-center rounded-full bg-rose-50 font-semibold text-rose-800 ring-1 ring-rose-200 ring-inset ${chip}`}
        >
          <Heart aria-hidden="true" className={`${icon} fill-current`} />
          {t(`enums.relationship_goals.${goal}`)}
        </li>
      ))}
    </ul>
  );
}
