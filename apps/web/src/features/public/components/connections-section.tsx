import { HeartHandshake, ScrollText, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';

// A few of the values members pick in their profile (enums.relationship_values).
const featuredValues = [
  'respect',
  'trust',
  'sincerity',
  'loyalty',
  'family',
  'shared_goals',
] as const;

export function ConnectionsSection() {
  const { t } = useTranslation();
  const points = [
    {
      key: 'profiles',
      Icon: ScrollText,
      title: t('landing.connections.profiles.title'),
      text: t('landing.connections.profiles.text'),
    },
    {
      key: 'consent',
      Icon: HeartHandshake,
      title: t('landing.connections.consent.title'),
      text: t('landing.connections.consent.text'),
    },
    {
      key: 'respect',
      Icon: ShieldCheck,
      title: t('landing.connections.respect.title'),
      text: t('landing.connections.respect.text'),
    },
  ];

  return (
    <section
      aria-labelledby="connections-title"
      className="relative overflow-hidden bg-burgundy py-20 text-rose-50 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 size-[28rem] rounded-full bg-rose-600/25 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <h2
            id="connections-title"
            className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {t('landing.connections.title')}
          </h2>
          <p className="mt-5 text-lg text-pretty text-rose-100">{t('landing.connections.text')}</p>
          <p className="mt-8 text-sm font-semibold text-rose-200">
            {t('landing.connections.valuesLabel')}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {featuredValues.map((value) => (
              <li
                key={value}
                className="rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-medium text-white ring-1 ring-white/20"
              >
                {t(`enums.relationship_values.${value}`)}
              </li>
            ))}
          </ul>
        </div>
        <ul className="grid gap-4">
          {points.map(({ key, Icon, title, text }) => (
            <li
              key={key}
              className="flex gap-4 rounded-3xl bg-white/[0.07] p-5 ring-1 ring-white/15"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-rose-500/25 text-rose-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-white">{title}</h3>
                <p className="mt-1 text-rose-100">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
