import { FREE_PERIOD } from '@vusal/shared/catalog/constants';
import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { SectionHeading } from '../../../components/ui/section-heading';
import { formatCount } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { membershipPrices } from '../lib/membership-prices';

export function MembershipSection() {
  const { t } = useTranslation();
  const { country, language } = useLocale();
  const prices = membershipPrices(country, language);
  const free = { count: FREE_PERIOD.months, users: formatCount(FREE_PERIOD.users, language) };
  const plans = [
    {
      key: 'standard',
      name: t('landing.membership.standard.name'),
      price: prices.monthly,
      text: t('landing.membership.standard.text'),
      features: [
        t('landing.membership.standard.browse'),
        t('landing.membership.standard.match'),
        t('landing.membership.standard.chat'),
      ],
    },
    {
      key: 'premium',
      name: t('landing.membership.premium.name'),
      price: prices.premium,
      text: t('landing.membership.premium.text'),
      features: [
        t('landing.membership.premium.standard'),
        t('landing.membership.premium.visibility'),
        t('landing.membership.premium.superlike'),
      ],
    },
  ];

  return (
    <section id="membership" aria-labelledby="membership-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="membership-title"
          title={t('landing.membership.title')}
          lead={t('landing.membership.lead')}
        />
        <div className="mt-12 grid gap-5 lg:grid-cols-3">
          <div className="flex flex-col rounded-3xl bg-linear-to-br from-rose-700 to-burgundy p-7 text-white shadow-xl shadow-rose-900/20">
            <p className="inline-flex items-center gap-2 self-start rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
              <Sparkles aria-hidden="true" className="size-4" />
              {t('landing.membership.free.badge')}
            </p>
            <h3 className="mt-6 text-3xl font-bold tracking-tight">
              {t('landing.membership.free.title', free)}
            </h3>
            <p className="mt-3 text-rose-50">{t('landing.membership.free.text', free)}</p>
          </div>
          {plans.map((plan) => (
            <div
              key={plan.key}
              className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-stone-200/70"
            >
              <h3 className="text-lg font-semibold text-stone-900">{plan.name}</h3>
              <p className="mt-3 text-3xl font-bold tracking-tight text-stone-900">
                {t('landing.membership.perMonth', { price: plan.price })}
              </p>
              <p className="mt-3 text-stone-600">{plan.text}</p>
              <ul className="mt-6 space-y-2.5 text-sm text-stone-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2.5">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-700" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mx-auto mt-8 max-w-2xl space-y-1 text-center text-sm text-stone-600">
          <p>{t('landing.membership.note')}</p>
          {prices.currencyNote ? (
            <p>{t('landing.membership.currencyNote', prices.currencyNote)}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
