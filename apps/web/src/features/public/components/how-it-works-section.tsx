import { relationshipGoals } from '@vusal/shared/catalog/goals';
import { Compass, HeartHandshake, MessageCircleHeart, Target, UserPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { SectionHeading } from '../../../components/ui/section-heading';

export function HowItWorksSection() {
  const { t } = useTranslation();
  const steps = [
    {
      key: 'register',
      Icon: UserPlus,
      title: t('landing.how.register.title'),
      text: t('landing.how.register.text'),
    },
    {
      key: 'goal',
      Icon: Target,
      title: t('landing.how.goal.title'),
      text: t('landing.how.goal.text'),
    },
    {
      key: 'browse',
      Icon: Compass,
      title: t('landing.how.browse.title'),
      text: t('landing.how.browse.text'),
    },
    {
      key: 'match',
      Icon: HeartHandshake,
      title: t('landing.how.match.title'),
      text: t('landing.how.match.text'),
    },
    {
      key: 'chat',
      Icon: MessageCircleHeart,
      title: t('landing.how.chat.title'),
      text: t('landing.how.chat.text'),
    },
  ];

  return (
    <section id="how-it-works" aria-labelledby="how-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-title"
          title={t('landing.how.title')}
          lead={t('landing.how.lead')}
        />
        <ol className="relative mt-14 grid gap-8 lg:grid-cols-5 lg:gap-6">
          <span
            aria-hidden="true"
            className="absolute top-6 right-[10%] left-[10%] hidden h-px bg-linear-to-r from-rose-200 via-rose-300 to-rose-200 lg:block"
          />
          {steps.map(({ key, Icon, title, text }, index) => (
            <li
              key={key}
              className="relative flex gap-4 lg:flex-col lg:items-center lg:text-center"
            >
              <span className="relative grid size-12 shrink-0 place-items-center rounded-full bg-white text-rose-700 shadow-md ring-1 ring-rose-200">
                <Icon aria-hidden="true" className="size-5" />
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 grid size-5 place-items-center rounded-full bg-rose-700 text-[0.7rem] font-bold text-white"
                >
                  {index + 1}
                </span>
              </span>
              <div>
                <h3 className="font-semibold text-stone-900 lg:mt-4">{title}</h3>
                <p className="mt-1.5 text-sm text-stone-600">{text}</p>
                {key === 'goal' ? (
                  <p className="mt-3 flex flex-wrap gap-1.5 lg:justify-center">
                    {relationshipGoals.map((goal) => (
                      <span
                        key={goal}
                        className="rounded-full bg-rose-100 px-2.5 py-0.5 text-xs font-semibold text-rose-800"
                      >
                        {t(`enums.relationship_goals.${goal}`)}
                      </span>
                    ))}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
