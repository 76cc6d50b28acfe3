import { FREE_PERIOD } from '@vusal/shared/catalog/constants';
import {
  Compass,
  Heart,
  MessageCircleHeart,
  ShieldCheck,
  Target,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { formatCount } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/translation';
import { InfoPage } from './info-page';
import { JoinSection } from './join-section';

const steps: {
  key: 'register' | 'goal' | 'browse' | 'hearts' | 'chat' | 'privacy';
  Icon: LucideIcon;
}[] = [
  { key: 'register', Icon: UserPlus },
  { key: 'goal', Icon: Target },
  { key: 'browse', Icon: Compass },
  { key: 'hearts', Icon: Heart },
  { key: 'chat', Icon: MessageCircleHeart },
  { key: 'privacy', Icon: ShieldCheck },
];

/** Spec section 2, Other pages: How It Works in six steps. */
export function HowItWorksPage() {
  const { t } = useTranslation();
  const { language } = useLocale();
  return (
    <InfoPage title={t('howItWorks.title')} lead={t('howItWorks.lead')}>
      <ol className="space-y-5">
        {steps.map(({ key, Icon }, index) => (
          <li
            key={key}
            className="flex gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70 sm:p-7"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-rose-50 text-rose-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <p className="text-sm font-semibold text-rose-800">
                {t('howItWorks.stepLabel', { number: index + 1 })}
              </p>
              <h2 className="mt-1 text-xl font-semibold text-stone-900">
                {t(`howItWorks.steps.${key}.title`)}
              </h2>
              <p className="mt-2 text-stone-600">{t(`howItWorks.steps.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <JoinSection
        id="join"
        title={t('howItWorks.cta.title')}
        text={t('howItWorks.cta.text', {
          users: formatCount(FREE_PERIOD.users, language),
          months: FREE_PERIOD.months,
        })}
        button={t('howItWorks.cta.button')}
        to="/auth?signup=true"
      />
    </InfoPage>
  );
}
