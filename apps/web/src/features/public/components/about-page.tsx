import { HeartHandshake, Lock, ShieldAlert, UserCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { InfoPage } from './info-page';
import { JoinSection } from './join-section';

const values: { key: 'verified' | 'consent' | 'privacy' | 'safety'; Icon: LucideIcon }[] = [
  { key: 'verified', Icon: UserCheck },
  { key: 'consent', Icon: HeartHandshake },
  { key: 'privacy', Icon: Lock },
  { key: 'safety', Icon: ShieldAlert },
];

/** Spec section 2, Other pages: About us (our own text, DECISIONS last section). */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('about.title')} lead={t('about.lead')}>
      <section
        aria-labelledby="mission-title"
        className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-stone-200/70"
      >
        <h2 id="mission-title" className="text-2xl font-bold tracking-tight text-stone-900">
          {t('about.mission.title')}
        </h2>
        <p className="mt-3 text-lg text-stone-600">{t('about.mission.text')}</p>
      </section>
      <section aria-labelledby="values-title" className="mt-12">
        <h2 id="values-title" className="text-2xl font-bold tracking-tight text-stone-900">
          {t('about.values.title')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {values.map(({ key, Icon }) => (
            <li key={key} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70">
              <Icon aria-hidden="true" className="size-6 text-rose-700" />
              <h3 className="mt-3 text-lg font-semibold text-stone-900">
                {t(`about.values.${key}.title`)}
              </h3>
              <p className="mt-1.5 text-stone-600">{t(`about.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="where-title" className="mt-12">
        <h2 id="where-title" className="text-2xl font-bold tracking-tight text-stone-900">
          {t('about.where.title')}
        </h2>
        <p className="mt-3 text-lg text-stone-600">{t('about.where.text')}</p>
      </section>
      <JoinSection
        id="join"
        title={t('about.cta.title')}
        button={t('about.cta.button')}
        to="/auth?signup=true"
      />
    </InfoPage>
  );
}
