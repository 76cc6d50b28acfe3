import type { ComponentType } from 'react';
import type { PhotoField } from '../hooks/use-photo-field';
import { StepAbout } from '../steps/step-about';
import { StepAccount } from '../steps/step-account';
import { StepBasics } from '../steps/step-basics';
import { StepHabits } from '../steps/step-habits';
import { StepInterests } from '../steps/step-interests';
import { StepPartner } from '../steps/step-partner';
import { StepPhotoHistory } from '../steps/step-photo-history';
import { StepWork } from '../steps/step-work';

export type StepKey =
  'account' | 'basics' | 'photo' | 'habits' | 'interests' | 'partner' | 'work' | 'about';

/**
 * Whether a step must be filled to go on; or may be skipped, though (issue 37, item 3) the
 * profile is approved only once it is given: the photo, which decision 037 requires.
 */
export type StepNeed = 'required' | 'optional' | 'forApproval';

type WizardStep = {
  key: StepKey;
  need: StepNeed;
  Component: ComponentType<{ photo: PhotoField }>;
};

/** The eight steps in order (product.md section 2; fields: lib/form-values.ts `stepFields`). */
export const wizardSteps: readonly WizardStep[] = [
  { key: 'account', need: 'required', Component: StepAccount },
  { key: 'basics', need: 'required', Component: StepBasics },
  { key: 'photo', need: 'forApproval', Component: StepPhotoHistory },
  { key: 'habits', need: 'optional', Component: StepHabits },
  { key: 'interests', need: 'optional', Component: StepInterests },
  { key: 'partner', need: 'optional', Component: StepPartner },
  { key: 'work', need: 'optional', Component: StepWork },
  { key: 'about', need: 'optional', Component: StepAbout },
];
