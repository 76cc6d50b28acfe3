import { WIZARD_STEPS } from '@vusal/shared/catalog/constants';
import { useTranslation } from '../../../lib/translation';
import { ProgressBar } from '../../../components/ui/progress-bar';

/** "Step n of 8" as a progress bar that screen readers read with the step's title. */
export function WizardProgress({ step, title }: { step: number; title: string }) {
  const { t } = useTranslation();
  const counts = { current: step, total: WIZARD_STEPS };

  return (
    <div>
      <p className="text-sm font-semibold text-rose-800" aria-hidden="true">
        {t('signup.progress.value', counts)}
      </p>
      <ProgressBar
        value={step}
        min={1}
        max={WIZARD_STEPS}
        valueText={t('signup.progress.valueText', { ...counts, title })}
        label={t('signup.progress.label')}
        className="mt-2 h-2"
      />
    </div>
  );
}
