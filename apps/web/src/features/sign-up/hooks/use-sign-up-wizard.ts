import { zodResolver } from '@hookform/resolvers/zod';
import { WIZARD_STEPS } from '@vusal/shared/catalog/constants';
import { defaultPartnerAges } from '@vusal/shared/schemas/age';
import { signUpStep1Schema, signUpStep2Schema } from '@vusal/shared/schemas/registration';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { useLeaveGuard } from '../../../components/form/leave-guard';
import type { Destination } from '../../../lib/navigation-guard';
import { derivedAge } from '../lib/dates';
import { hasDraftAnswers, readSignUpDraft, saveSignUpDraft } from '../lib/draft';
import {
  firstInWizardOrder,
  PHOTO_FIELD,
  stepOfField,
  type SignUpFormValues,
  type WizardFieldName,
} from '../lib/form-values';
import { usePhotoField } from './use-photo-field';
import { useSignUpSubmit, type WizardContext } from './use-sign-up-submit';

type StepResolver = Resolver<SignUpFormValues, WizardContext>;

// Only steps 1 and 2 are checked on Next (spec section 4, Registration); the rest is optional.
// `raw`: the form keeps what was typed; the request is built from the form's own values.
const stepResolvers: Partial<Record<number, StepResolver>> = {
  1: zodResolver(signUpStep1Schema, undefined, { raw: true }) as unknown as StepResolver,
  2: zodResolver(signUpStep2Schema, undefined, { raw: true }) as unknown as StepResolver,
};

const resolveStep: StepResolver = (values, context, options) => {
  const resolver = stepResolvers[context?.step ?? 0];
  return resolver ? resolver(values, context, options) : { values, errors: {} };
};

const STEP_PARAM = 'step';

const clampStep = (step: number) => Math.min(Math.max(step, 1), WIZARD_STEPS);

/** The step a URL names (`?signup=true&step=3`); step 1 when it names none. */
function stepOf(params: URLSearchParams): number {
  const step = Number(params.get(STEP_PARAM));
  return Number.isInteger(step) ? clampStep(step) : 1;
}

/**
 * The wizard's state: the step (1–8, also in the URL, so a reload and the browser's Back and
 * Forward keep it), one form for every step (so values survive moving back and forth and a
 * failed submit), the photo, the draft kept in sessionStorage for a reload (never the
 * password), and a question before leaving with answers not yet sent (issue 22, item 7).
 */
export function useSignUpWizard() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const urlStep = stepOf(params);
  const [step, setStep] = useState(urlStep);
  // Back and Forward change the URL: the URL's step then leads (state adjusted while rendering).
  const [shownUrlStep, setShownUrlStep] = useState(urlStep);
  if (urlStep !== shownUrlStep) {
    setShownUrlStep(urlStep);
    setStep(urlStep);
  }
  const [draft] = useState(readSignUpDraft);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<SignUpFormValues, WizardContext>({
    defaultValues: draft,
    context: { step },
    resolver: resolveStep,
    shouldFocusError: false,
  });
  const photo = usePhotoField();

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveSignUpDraft(values),
      }),
    [form],
  );

  /** Renders `next` at once, so its heading or fields can take the focus right away. */
  const goToStep = (next: number) => {
    const target = clampStep(next);
    if (target === step) return;
    flushSync(() => setStep(target));
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.set(STEP_PARAM, String(target));
      return changed;
    });
  };

  /** Partner ages start at the member's own age ± 5 unless they were chosen already. */
  const suggestPartnerAges = () => {
    const { birthDate, partnerAgeMin, partnerAgeMax } = form.getValues();
    const age = derivedAge(birthDate);
    if (age === undefined || partnerAgeMin || partnerAgeMax) return;
    const { min, max } = defaultPartnerAges(age);
    form.setValue('partnerAgeMin', String(min));
    form.setValue('partnerAgeMax', String(max));
  };

  const showField = (field: WizardFieldName) => {
    goToStep(stepOfField(field));
    if (field === PHOTO_FIELD) photo.focus();
    else form.setFocus(field);
  };

  const hasAnswers = form.formState.isDirty || hasDraftAnswers(draft);
  const { blocker, allowLeave } = useLeaveGuard(
    hasAnswers,
    // The wizard's own steps stay in the wizard; anything else leaves it.
    (destination: Destination) =>
      destination.pathname === pathname &&
      new URLSearchParams(destination.search).get('signup') === 'true',
  );

  const { submit, isSending, isDone, isSimulated } = useSignUpSubmit({
    form,
    photo,
    showField,
    allowLeave,
  });

  const goForward = () => {
    if (step === 2) suggestPartnerAges();
    if (step < WIZARD_STEPS) {
      goToStep(step + 1);
      headingRef.current?.focus();
    } else submit();
  };

  const focusFirstError = (errors: FieldErrors<SignUpFormValues>) => {
    const first = firstInWizardOrder(Object.keys(errors) as WizardFieldName[]);
    if (first) showField(first);
  };

  /** Next (and, on the last step, Complete Registration): the form's submit. */
  const handleNext = (event: FormEvent<HTMLFormElement>) => {
    // A walk-through whose submit is only simulated skips the step checks (spec section 4).
    if (isSimulated) {
      event.preventDefault();
      form.clearErrors();
      goForward();
      return;
    }
    return form.handleSubmit(goForward, focusFirstError)(event);
  };

  const goBack = () => {
    if (step === 1) return;
    goToStep(step - 1);
    headingRef.current?.focus();
  };

  return {
    step,
    form,
    photo,
    headingRef,
    handleNext,
    goBack,
    isSending,
    isDone,
    leaveBlocker: blocker,
  };
}
