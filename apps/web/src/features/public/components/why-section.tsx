import { MIN_AGE } from '@vusal/shared/catalog/constants';
import { BadgeCheck, CalendarHeart, Flag, LockKeyhole, Target } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { SectionHeading } from '../../../components/ui/section-heading';
import { FeatureCard } from './feature-card';

export function WhySection() {
  const { t } = useTranslation();
  const reasons = [
    {
      key: 'verified',
      Icon: BadgeCheck,
      title: t('landing.why.verified.title'),
      text: t('landing.why.verified.text'),
    },
    {
      key: 'intentions',
      Icon: Target,
      title: t('landing.why.intentions.title'),
      text: t('landing.why.intentions.text'),
    },
    {
      key: 'privacy',
      Icon: LockKeyhole,
      title: t('landing.why.privacy.title'),
      text: t('landing.why.privacy.text'),
    },
    {
      key: 'adults',
      Icon: CalendarHeart,
      title: t('landing.why.adults.title'),
      text: t('landing.why.adults.text', { age: MIN_AGE }),
    },
    {
      key: 'moderation',
      Icon: Flag,
      title: t('landing.why.moderation.title'),
      text: t('landing.why.moderation.text'),
    },
  ];

  return (
    <section aria-labelledby="why-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-title"
          title={t('landing.why.title')}
          lead={t('landing.why.lead')}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
          {reasons.map(({ key, Icon, title, text }, index) => (
            // Three cards on the first row, two wider ones on the second.
            <li key={key} className={index < 3 ? 'lg:col-span-2' : 'lg:col-span-3'}>
              <FeatureCard Icon={Icon} title={title} text={text} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
