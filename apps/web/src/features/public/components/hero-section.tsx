import { FREE_PERIOD, MIN_AGE } from '@vusal/shared/catalog/constants';
import { relationshipGoals } from '@vusal/shared/catalog/goals';
import { ArrowRight, LockKeyhole, ShieldCheck, Sparkles, UserRound } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { formatCount } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { HeroIllustration } from './hero-illustration';

export function HeroSection() {
  const { t } = useTranslation();
  const { language, localizedPath } = useLocale();
  const trust = [
    { Icon: ShieldCheck, text: t('landing.hero.trust.verified') },
    { Icon: UserRound, text: t('landing.hero.trust.adults', { age: MIN_AGE }) },
    { Icon: LockKeyhole, text: t('landing.hero.trust.private') },
  ];

  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_right,var(--color-rose-100),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-amber-50),transparent_55%)]"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:px-8 lg:pt-20 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-rose-800 shadow-sm ring-1 ring-rose-200">
            <Sparkles aria-hidden="true" className="size-4 text-rose-600" />
            {t('landing.hero.freePeriod', {
              count: FREE_PERIOD.months,
              users: formatCount(FREE_PERIOD.users, language),
            })}
          </p>
          <p className="mt-6 text-sm font-semibold tracking-wide text-rose-700 uppercase">
            {relationshipGoals.map((goal) => t(`enums.relationship_goals.${goal}`)).join(' · ')}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-stone-600 lg:mx-0">
            {t('landing.hero.subtitle')}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link
              to={localizedPath('/auth?signup=true')}
              className={buttonClasses('primary', 'lg')}
            >
              {t('common.actions.getStarted')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to={localizedPath('/auth')} className={buttonClasses('secondary', 'lg')}>
              {t('common.actions.signIn')}
            </Link>
          </div>
          <ul
            aria-label={t('landing.hero.trustLabel')}
            className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-medium text-stone-600 lg:justify-start"
          >
            {trust.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-rose-700" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
