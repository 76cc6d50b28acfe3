import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldNamingProvider, type FieldNaming } from '../../../components/form/field-naming';
import { LeaveGuardDialog, useLeaveGuard } from '../../../components/form/leave-guard';
import { useFieldAuthors } from '../../../lib/profile-proposals';
import { useTranslation } from '../../../lib/translation';
import { useEditorSubmit } from '../hooks/use-editor-submit';
import { editorResolver, type EditorOutput } from '../lib/editor-resolver';
import { toEditorValues, type EditorValues } from '../lib/editor-values';
import { AboutCard } from './cards/about-card';
import { BasicInfoCard } from './cards/basic-info-card';
import { FamilyCard } from './cards/family-card';
import { GoalsStatusCard } from './cards/goals-status-card';
import { HealthCard } from './cards/health-card';
import { InterestsCard } from './cards/interests-card';
import { LifestyleCard } from './cards/lifestyle-card';
import { PartnerCard } from './cards/partner-card';
import { PhotoCard } from './cards/photo-card';
import { ProfessionalCard } from './cards/professional-card';
import { ThoughtsCard } from './cards/thoughts-card';
import { TravelCard } from './cards/travel-card';
import { ValuesCard } from './cards/values-card';
import { EditorActions } from './editor-actions';
import { LiveCompletionBar } from './live-completion-bar';

type EditorFormProps = { profile: OwnProfile; onSaved: () => void };

/**
 * The twelve cards of product.md section 2 and the family card of issue 39, one form; the photo
 * saves on its own.
 */
export function EditorForm({ profile, onSaved }: EditorFormProps) {
  const { t, translateKey } = useTranslation();
  // The values the editor opened with: what "changed" is measured against. A refetch of the
  // profile (after a photo upload, say) must not reset what is being typed.
  const [initial] = useState(() => toEditorValues(profile));
  const form = useForm<EditorValues, unknown, EditorOutput>({
    resolver: editorResolver,
    defaultValues: initial,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { blocker, allowLeave } = useLeaveGuard(form.formState.isDirty);
  const { submit, isSaving } = useEditorSubmit(form, initial, () => {
    allowLeave();
    onSaved();
  });

  // Decision 053: beside a field a relative wrote (through a proposal the member accepted), who.
  const authors = useFieldAuthors().data;
  const naming: FieldNaming = {
    idOf: (name) => `edit-${name}`,
    labelOf: (name) => translateKey(`editor.fields.${name}`),
    selectPlaceholder: t('editor.placeholders.select'),
    requiredText: t('editor.required'),
    noteOf: (name) => {
      const author = authors?.[name];
      return author
        ? t('proposals.writtenBy', {
            name: author.name,
            relation: translateKey(`enums.guardian_relation.${author.relation}`),
          })
        : undefined;
    },
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby="editor-title" className="space-y-5">
        <LiveCompletionBar locked={profile} />
        <PhotoCard
          photoUrl={profile.photoUrl}
          pendingReview={profile.pendingReview}
          changeRejectedReason={profile.changeRejectedReason}
        />
        <FieldNamingProvider naming={naming}>
          <BasicInfoCard profile={profile} />
          <GoalsStatusCard />
          <LifestyleCard />
          <HealthCard />
          <InterestsCard />
          <TravelCard />
          <PartnerCard />
          <ValuesCard />
          <FamilyCard />
          <ProfessionalCard />
          <ThoughtsCard />
          <AboutCard />
        </FieldNamingProvider>
        <EditorActions isSaving={isSaving} />
      </form>
      <LeaveGuardDialog blocker={blocker} />
    </FormProvider>
  );
}
