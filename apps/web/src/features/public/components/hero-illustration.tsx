import { relationshipGoals } from '@vusal/shared/catalog/goals';
import { Heart, ShieldCheck, UserRound, X } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';

/** A profile card with a mutual like: decoration only, hidden from assistive technology. */
export function HeroIllustration() {
  const { t } = useTranslation();
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-[17rem] py-6 select-none sm:max-w-[21rem]"
    >
      <div className="absolute inset-x-6 top-10 bottom-2 rotate-6 rounded-[2rem] bg-linear-to-br from-rose-200 to-rose-300/80" />
      <div className="absolute inset-x-6 top-10 bottom-2 -rotate-3 rounded-[2rem] bg-white/70 ring-1 ring-rose-100" />

      <div className="relative rounded-[2rem] bg-white p-4 shadow-2xl ring-1 shadow-rose-900/15 ring-rose-100">
        <div className="relative aspect-[4/5] overflow-hidden rounded-3xl bg-linear-to-br from-rose-200 via-rose-400 to-burgundy">
          <UserRound
            className="absolute -bottom-6 left-1/2 size-56 -translate-x-1/2 text-white/35"
            strokeWidth={1.25}
          />
          <div className="absolute inset-x-0 bottom-0 space-y-2 bg-linear-to-t from-rose-950/70 to-transparent p-5 pt-16">
            <div className="h-3.5 w-32 rounded-full bg-white/90" />
            <div className="h-2.5 w-20 rounded-full bg-white/60" />
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          {relationshipGoals.slice(0, 2).map((goal) => (
            <span
              key={goal}
              className="rounded-full bg-rose-50 px-3 py-1 text-xs font-semibold text-rose-800"
            >
              {t(`enums.relationship_goals.${goal}`)}
            </span>
          ))}
        </div>
        <div className="mt-4 flex justify-center gap-5">
          <span className="grid size-12 place-items-center rounded-full bg-stone-100 text-stone-500">
            <X className="size-5" />
          </span>
          <span className="grid size-12 place-items-center rounded-full bg-rose-700 text-white shadow-lg shadow-rose-700/30">
            <Heart className="size-5 fill-white" />
          </span>
        </div>
      </div>

      <div className="absolute top-14 -right-2 flex items-center gap-2 rounded-2xl bg-white px-3.5 py-2.5 text-sm font-semibold text-rose-800 shadow-lg ring-1 ring-rose-100 sm:-right-8">
        <span className="flex -space-x-1.5">
          <Heart className="size-4 fill-rose-600 text-rose-600" />
          <Heart className="size-4 fill-rose-300 text-rose-300" />
        </span>
        {t('landing.hero.match')}
      </div>
      <div className="absolute top-1/2 -left-6 flex items-center gap-2 rounded-2xl bg-white px-3.5 py-2.5 text-sm font-medium text-stone-700 shadow-lg ring-1 ring-stone-100 sm:-left-12">
        <ShieldCheck className="size-4 text-emerald-600" />
        {t('landing.why.verified.title')}
      </div>
    </div>
  );
}
