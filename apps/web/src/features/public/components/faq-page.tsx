import { ChevronDown } from 'lucide-react';
import { Accordion } from '../../../components/ui/accordion';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/translation';
import { faqItems, faqValues } from '../lib/faq-values';
import { InfoPage } from './info-page';
import { JoinSection } from './join-section';

/**
 * Spec section 2, Other pages: 18 numbered questions and answers, then a join section whose
 * button goes to /auth under the prefix. Each question is a heading's button that opens its
 * answer (components/ui/accordion: Enter/Space, arrows, Home and End between questions).
 */
export function FaqPage() {
  const { t } = useTranslation();
  const { country, language } = useLocale();
  const values = faqValues(country, language);
  return (
    <InfoPage title={t('faq.title')} lead={t('faq.lead')}>
      <Accordion
        items={faqItems}
        className="space-y-3"
        itemClassName="rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70"
        triggerClassName="group flex w-full items-center gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-stone-900 hover:text-rose-800"
        panelClassName="px-5 pb-5 pl-16 text-stone-600 data-[state=closed]:hidden"
        heading={(item, index) => (
          <>
            <span aria-hidden="true" className="w-7 shrink-0 text-rose-700 tabular-nums">
              {index + 1}.
            </span>
            <span className="flex-1">{t(`faq.items.${item}.question`)}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-stone-500 transition-transform group-data-[state=open]:rotate-180"
            />
          </>
        )}
        panel={(item) => t(`faq.items.${item}.answer`, values)}
      />
      <JoinSection
        id="join"
        title={t('faq.join.title')}
        text={t('faq.join.text', values)}
        button={t('faq.join.button')}
        to="/auth"
      />
    </InfoPage>
  );
}
