import { WIZARD_STEPS } from '@vusal/shared/catalog/constants';
import { ArrowLeft, ArrowRight, Check, LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';

type WizardNavProps = { step: number; isSending: boolean; onBack: () => void };

/** Previous (not on step 1) and Next, which is "Complete Registration" on the last step. */
export function WizardNav({ step, isSending, onBack }: WizardNavProps) {
  const { t } = useTranslation();
  const isLast = step === WIZARD_STEPS;

  return (
    <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
      <Button
        variant="secondary"
        size="lg"
        onClick={onBack}
        disabled={step === 1}
        className="w-full sm:w-auto"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('signup.actions.previous')}
      </Button>
      {/* Stays focusable while sending (aria-disabled), so the keyboard is not thrown out. */}
      <Button
        type="submit"
        size="lg"
        aria-disabled={isSending || undefined}
        className="w-full sm:w-auto aria-disabled:cursor-wait aria-disabled:opacity-80"
      >
        {isLast ? (
          <>
            {isSending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Check aria-hidden="true" className="size-5" />
            )}
            {isSending ? t('signup.actions.sending') : t('signup.actions.submit')}
          </>
        ) : (
          <>
            {t('signup.actions.next')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </>
        )}
      </Button>
    </div>
  );
}
