import { zodResolver } from '@hookform/resolvers/zod';
import { WIZARD_STEPS } from '@vusal/shared/catalog/constants';
import { signUpStep1Schema, signUpStep2Schema } from '@vusal/shared/schemas/registration';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { readSignUpDraft, saveSignUpDraft } from '../lib/draft';
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

/**
 * The wizard's state: the step (1–8), one form for every step (so values survive moving back
 * and forth and a failed submit), the photo, and the draft kept in sessionStorage for a reload.
 */
export function useSignUpWizard() {
  const [step, setStep] = useState(1);
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
    flushSync(() => setStep(Math.min(Math.max(next, 1), WIZARD_STEPS)));
  };

  const showField = (field: WizardFieldName) => {
    goToStep(stepOfField(field));
    if (field === PHOTO_FIELD) photo.focus();
    else form.setFocus(field);
  };

  const { submit, isSending, isDone, isSimulated } = useSignUpSubmit({ form, photo, showField });

  const goForward = () => {
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

  return { step, form, photo, headingRef, handleNext, goBack, isSending, isDone };
}
