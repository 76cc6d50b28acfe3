import { WIZARD_STEPS } from '@vusal/shared/catalog/constants';
import type { JSX } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Badge } from '../../../components/ui/badge';
import { FieldNamingProvider, type FieldNaming } from '../../../components/form/field-naming';
import { LeaveGuardDialog } from '../../../components/form/leave-guard';
import { signUpFieldId } from '../lib/form-values';
import { useSignUpWizard } from '../hooks/use-sign-up-wizard';
import { SignUpComplete } from './sign-up-complete';
import { WizardNav } from './wizard-nav';
import { WizardProgress } from './wizard-progress';
import { wizardSteps } from './wizard-steps';
import { WizardTopBar } from './wizard-top-bar';

/**
 * The 8-step sign-up wizard, shown by /auth in signup mode. `onSignIn` switches /auth to its
 * sign-in mode: the back link calls it, and so does the completion screen's button.
 */
export function SignUpWizard({ onSignIn }: { onSignIn: () => void }): JSX.Element {
  const { t, translateKey } = useTranslation();
  const { step, form, photo, headingRef, handleNext, goBack, isSending, isDone, leaveBlocker } =
    useSignUpWizard();
  const current = wizardSteps[step - 1] ?? wizardSteps[0]!;
  const title = t(`signup.steps.${current.key}.title`);
  const naming: FieldNaming = {
    idOf: signUpFieldId,
    labelOf: (name) => translateKey(`signup.fields.${name}`),
    selectPlaceholder: t('signup.placeholders.select'),
  };

  return (
    <section
      aria-labelledby="signup-title"
      className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-10"
    >
      <WizardTopBar onSignIn={onSignIn} />
      <h1
        id="signup-title"
        className="mt-6 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl"
      >
        {t('signup.title')}
      </h1>
      <div role="status">
        {isDone ? (
          <SignUpComplete email={form.getValues('email').trim()} onSignIn={onSignIn} />
        ) : null}
      </div>
      {isDone ? null : (
        <>
          <p className="mt-2 text-pretty text-stone-600">
            {t('signup.lead', { steps: WIZARD_STEPS })}
          </p>
          <FormProvider {...form}>
            <form
              noValidate
              onSubmit={handleNext}
              aria-labelledby="signup-step-title"
              className="mt-6 grid gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:p-8"
            >
              <WizardProgress step={step} title={title} />
              <header>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h2
                    id="signup-step-title"
                    ref={headingRef}
                    tabIndex={-1}
                    className="text-xl font-bold text-stone-900 focus:outline-none sm:text-2xl"
                  >
                    {title}
                  </h2>
                  {current.need === 'optional' ? (
                    <Badge tone="stone">{t('signup.optional')}</Badge>
                  ) : null}
                  {current.need === 'forApproval' ? <Badge>{t('signup.forApproval')}</Badge> : null}
                </div>
                <p className="mt-1 text-stone-600">
                  {t(`signup.steps.${current.key}.description`)}
                </p>
                {current.need === 'required' ? null : (
                  <p className="mt-1 text-sm text-stone-500">
                    {t(
                      current.need === 'optional'
                        ? 'signup.optionalHint'
                        : 'signup.forApprovalHint',
                    )}
                  </p>
                )}
              </header>
              <FieldNamingProvider naming={naming}>
                <current.Component photo={photo} />
              </FieldNamingProvider>
              <WizardNav step={step} isSending={isSending} onBack={goBack} />
            </form>
          </FormProvider>
        </>
      )}
      <LeaveGuardDialog blocker={leaveBlocker} />
    </section>
  );
}
