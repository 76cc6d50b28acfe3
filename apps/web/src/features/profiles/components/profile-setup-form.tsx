import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import { LockKeyhole } from 'lucide-react';
import { relationshipGoals } from '@vusal/shared/catalog/enums';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { toast } from '../../../lib/toast';
import { LeaveGuardDialog, useLeaveGuard } from '../../../components/form/leave-guard';
import { Button } from '../../../components/ui/button';
import { CheckboxGroupField } from '../../../components/form/choice-fields';
import { SelectField } from '../../../components/form/select-field';
import { AgeField, TextareaField, TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-client';
import { useCities } from '../../../lib/cities';
import { applyServerIssues } from '../../../lib/form-messages';
import { useCreateProfile } from '../api/create-profile';
import { useUpdateProfile } from '../../../lib/update-profile';
import {
  profileFormResolver,
  toCreateRequest,
  toUpdateRequest,
  type ProfileFormField,
  type ProfileFormValues,
} from '../lib/profile-form';

const fields: readonly ProfileFormField[] = ['fullName', 'age', 'city', 'bio', 'relationshipGoals'];

type ProfileSetupFormProps = {
  defaultValues: ProfileFormValues;
  /** A profile exists: name and age are locked and only city, bio and goals are sent. */
  isEditing: boolean;
  onSaved: () => void;
};

/**
 * The simple profile form (details section 5). A failed save keeps what was typed; the server's
 * field issues show at their fields, and a toast says what failed (details section 8).
 */
export function ProfileSetupForm({ defaultValues, isEditing, onSaved }: ProfileSetupFormProps) {
  const { t } = useTranslation();
  const { options: cityOptions } = useCities();
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const isSaving = create.isPending || update.isPending;
  const form = useForm<ProfileFormValues>({
    defaultValues,
    resolver: profileFormResolver(isEditing),
  });
  const { blocker, allowLeave } = useLeaveGuard(form.formState.isDirty);
  const leave = () => {
    allowLeave();
    onSaved();
  };

  const handleFailure =
    (failedKey: 'profile.form.createFailed' | 'profile.form.updateFailed') => (error: Error) => {
      if (error instanceof ApiError) applyServerIssues(error, fields, form.setError);
      toast.error(t(failedKey));
    };

  const submit = (values: ProfileFormValues) => {
    if (isSaving) return;
    const onSuccess = (key: 'profile.form.created' | 'profile.form.updated') => () => {
      toast.success(t(key), { duration: TOAST_DURATION_MS.success });
      leave();
    };
    if (isEditing) {
      update.mutate(toUpdateRequest(values), {
        onSimulated: leave,
        onSuccess: onSuccess('profile.form.updated'),
        onError: handleFailure('profile.form.updateFailed'),
      });
    } else {
      create.mutate(toCreateRequest(values), {
        onSimulated: leave,
        onSuccess: onSuccess('profile.form.created'),
        onError: handleFailure('profile.form.createFailed'),
      });
    }
  };

  const lockedHint = isEditing ? t('profile.form.locked') : undefined;
  const lockedDescription = isEditing ? ['profile-locked-hint'] : [];
  const submitLabel = isEditing
    ? isSaving
      ? t('profile.form.updating')
      : t('profile.form.editSubmit')
    : isSaving
      ? t('profile.form.creating')
      : t('profile.form.createSubmit');

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        {lockedHint ? (
          <p id="profile-locked-hint" className="flex items-start gap-2 text-sm text-stone-600">
            <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
            {lockedHint}
          </p>
        ) : null}
        <TextField
          name="fullName"
          id="profile-full-name"
          label={t('profile.form.fullName')}
          describedBy={lockedDescription}
          rules={{ disabled: isEditing }}
          autoComplete="name"
          isRequired
          maxLength={100}
        />
        <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
          <AgeField
            name="age"
            id="profile-age"
            label={t('profile.form.age')}
            describedBy={lockedDescription}
            rules={{ disabled: isEditing }}
            isRequired
          />
          <SelectField
            name="city"
            id="profile-city"
            label={t('profile.form.city')}
            placeholder={t('profile.form.cityPlaceholder')}
            options={cityOptions}
            isRequired
          />
        </div>
        <TextareaField
          name="bio"
          id="profile-bio"
          label={t('profile.form.bio')}
          hint={t('profile.form.bioHint')}
          rows={5}
          maxLength={2000}
        />
        <CheckboxGroupField
          name="relationshipGoals"
          id="profile-goals"
          label={t('profile.form.goals')}
          hint={t('profile.form.goalsHint')}
          options={relationshipGoals.map((goal) => ({
            value: goal,
            label: t(`enums.relationship_goals.${goal}`),
          }))}
        />
        <Button type="submit" size="lg" className="w-full" aria-busy={isSaving || undefined}>
          {submitLabel}
        </Button>
        <LeaveGuardDialog blocker={blocker} />
      </form>
    </FormProvider>
  );
}
