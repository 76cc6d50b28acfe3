import { EXPLORE_AGE } from '@vusal/shared/catalog/constants';
import { relationshipGoals, type RelationshipGoal } from '@vusal/shared/catalog/enums';
import type { AppliedFilters } from '@vusal/shared/schemas/discovery';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';
import { useCities } from '../../../lib/cities';
import { clampExploreAge } from '@vusal/shared/schemas/age';
import type { ExploreFilters } from '../lib/explore-filters';

type ExploreFiltersFormProps = {
  id: string;
  filters: ExploreFilters;
  /** What the server applied (the saved preferences fill what the form leaves open). */
  applied: AppliedFilters | undefined;
  onChange: (filters: ExploreFilters) => void;
  onReset: () => void;
};

const fieldClasses =
  'h-11 w-full rounded-xl bg-white px-3 text-base text-stone-900 ring-1 ring-stone-300 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700';

/**
 * Explore's filters (details.md section 9): age 18–60, city, goals, and verified members only
 * (issue 23). Each change applies at once. What the form leaves open shows what the server
 * applied: the saved preferences, and the partner age given at sign-up before any were saved
 * (issue 37, item 1).
 */
export function ExploreFiltersForm({
  id,
  filters,
  applied,
  onChange,
  onReset,
}: ExploreFiltersFormProps) {
  const { t } = useTranslation();
  const { options } = useCities();
  const fieldId = useId();
  const minAge = filters.minAge ?? clampExploreAge(applied?.minAge ?? EXPLORE_AGE.min);
  const maxAge = filters.maxAge ?? clampExploreAge(applied?.maxAge ?? EXPLORE_AGE.max);
  const city = filters.city ?? applied?.city ?? 'all';

  const setAge = (which: 'minAge' | 'maxAge', raw: string) => {
    const value = clampExploreAge(Number(raw));
    // The two ends never cross: moving one past the other takes the other along.
    if (which === 'minAge')
      onChange({ ...filters, minAge: value, maxAge: Math.max(value, maxAge) });
    else onChange({ ...filters, maxAge: value, minAge: Math.min(value, minAge) });
  };

  const toggleGoal = (goal: RelationshipGoal, isOn: boolean) => {
    const goals = isOn ? [...filters.goals, goal] : filters.goals.filter((item) => item !== goal);
    onChange({ ...filters, goals: relationshipGoals.filter((item) => goals.includes(item)) });
  };

  return (
    <form
      id={id}
      aria-label={t('discovery.explore.filters')}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-rose-100 sm:grid-cols-3"
    >
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-stone-900">
          {t('discovery.explore.age')}{' '}
          <span className="font-normal text-stone-600">
            {t('discovery.explore.ageRange', { min: minAge, max: maxAge })}
          </span>
        </legend>
        {(['minAge', 'maxAge'] as const).map((which) => (
          <label key={which} className="grid gap-1 text-sm text-stone-700">
            {t(which === 'minAge' ? 'discovery.explore.ageFrom' : 'discovery.explore.ageTo')}
            <input
              type="range"
              min={EXPLORE_AGE.min}
              max={EXPLORE_AGE.max}
              step={1}
              value={which === 'minAge' ? minAge : maxAge}
              onChange={(event) => setAge(which, event.target.value)}
              className="accent-rose-700"
            />
          </label>
        ))}
      </fieldset>

      <div className="grid content-start gap-2">
        <label htmlFor={`${fieldId}-city`} className="text-sm font-semibold text-stone-900">
          {t('discovery.explore.city')}
        </label>
        <select
          id={`${fieldId}-city`}
          value={city}
          onChange={(event) =>
            onChange({ ...filters, city: event.target.value as ExploreFilters['city'] })
          }
          className={fieldClasses}
        >
          <option value="all">{t('discovery.explore.anyCity')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="grid content-start gap-2">
        <legend className="text-sm font-semibold text-stone-900">
          {t('discovery.explore.goals')}
        </legend>
        {relationshipGoals.map((goal) => (
          <label key={goal} className="flex min-h-8 items-center gap-2 text-base text-stone-800">
            <input
              type="checkbox"
              checked={filters.goals.includes(goal)}
              onChange={(event) => toggleGoal(goal, event.target.checked)}
              className="size-5 accent-rose-700"
            />
            {t(`enums.relationship_goals.${goal}`)}
          </label>
        ))}
      </fieldset>

      <label className="flex min-h-8 items-center gap-2 text-base font-semibold text-stone-900 sm:col-span-3">
        <input
          type="checkbox"
          checked={filters.verifiedOnly ?? applied?.verifiedOnly ?? false}
          onChange={(event) => onChange({ ...filters, verifiedOnly: event.target.checked })}
          className="size-5 accent-rose-700"
        />
        {t('verification.verifiedOnlyFilter')}
      </label>

      <div className="sm:col-span-3">
        <Button variant="ghost" type="button" onClick={onReset}>
          {t('discovery.explore.reset')}
        </Button>
      </div>
    </form>
  );
}
