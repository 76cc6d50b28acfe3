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

type WizardStep = {
  key: StepKey;
  isRequired: boolean;
  Component: ComponentType<{ photo: PhotoField }>;
};

/** The eight steps in order (product.md section 2; fields: lib/form-values.ts `stepFields`). */
export const wizardSteps: readonly WizardStep[] = [
  { key: 'account', isRequired: true, Component: StepAccount },
  { key: 'basics', isRequired: true, Component: StepBasics },
  { key: 'photo', isRequired: false, Component: StepPhotoHistory },
  { key: 'habits', isRequired: false, Component: StepHabits },
  { key: 'interests', isRequired: false, Component: StepInterests },
  { key: 'partner', isRequired: false, Component: StepPartner },
  { key: 'work', isRequired: false, Component: StepWork },
  { key: 'about', isRequired: false, Component: StepAbout },
];
