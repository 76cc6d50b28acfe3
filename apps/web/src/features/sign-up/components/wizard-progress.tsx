import { WIZARD_STEPS } from '@vusal/shared/catalog/constants';
import { useTranslation } from '../../../lib/translation';

/** "Step n of 8" as a progress bar that screen readers read with the step's title. */
export function WizardProgress({ step, title }: { step: number; title: string }) {
  const { t } = useTranslation();
  const counts = { current: step, total: WIZARD_STEPS };

  return (
    <div>
      <p className="text-sm font-semibold text-rose-800" aria-hidden="true">
        {t('signup.progress.value', counts)}
      </p>
      <div
        role="progressbar"
        aria-label={t('signup.progress.label')}
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS}
        aria-valuenow={step}
        aria-valuetext={t('signup.progress.valueText', { ...counts, title })}
        className="mt-2 h-2 overflow-hidden rounded-full bg-rose-100"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-rose-500 to-rose-800 transition-[width] duration-300"
          style={{ width: `${(step / WIZARD_STEPS) * 100}%` }}
        />
      </div>
    </div>
  );
}
