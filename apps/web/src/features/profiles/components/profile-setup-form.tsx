import { MAX_AGE, MIN_AGE, TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import { LockKeyhole } from 'lucide-react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { toast } from 'sonner';
import { LeaveGuardDialog, useLeaveGuard } from '../../../components/form/leave-guard';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useCities } from '../../../lib/cities';
import { applyServerIssues, useFieldMessages } from '../../../lib/form-messages';
import { useCreateProfile } from '../api/create-profile';
import { useUpdateProfile } from '../../../lib/update-profile';
import {
  profileFormResolver,
  toCreateRequest,
  toUpdateRequest,
  type ProfileFormField,
  type ProfileFormValues,
} from '../lib/profile-form';
import { GoalsField } from './goals-field';

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
  const messagesOf = useFieldMessages();
  const { options: cityOptions } = useCities();
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const isSaving = create.isPending || update.isPending;
  const form = useForm<ProfileFormValues>({
    defaultValues,
    resolver: profileFormResolver(isEditing),
  });
  const { errors } = form.formState;
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
  const submitLabel = isEditing
    ? isSaving
      ? t('profile.form.updating')
      : t('profile.form.editSubmit')
    : isSaving
      ? t('profile.form.creating')
      : t('profile.form.createSubmit');

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      {lockedHint ? (
        <p id="profile-locked-hint" className="flex items-start gap-2 text-sm text-stone-600">
          <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
          {lockedHint}
        </p>
      ) : null}
      <FormField
        id="profile-full-name"
        label={t('profile.form.fullName')}
        errors={messagesOf(errors.fullName)}
        describedBy={isEditing ? ['profile-locked-hint'] : []}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('fullName', { disabled: isEditing })}
            autoComplete="name"
            aria-required="true"
            maxLength={100}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
        <FormField
          id="profile-age"
          label={t('profile.form.age')}
          errors={messagesOf(errors.age)}
          describedBy={isEditing ? ['profile-locked-hint'] : []}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('age', { disabled: isEditing })}
              type="number"
              inputMode="numeric"
              min={MIN_AGE}
              max={MAX_AGE}
              step={1}
              aria-required="true"
            />
          )}
        </FormField>
        <FormField
          id="profile-city"
          label={t('profile.form.city')}
          errors={messagesOf(errors.city)}
        >
          {(control) => (
            <Select {...control} {...form.register('city')} aria-required="true">
              <option value="">{t('profile.form.cityPlaceholder')}</option>
              {cityOptions.map((city) => (
                <option key={city.value} value={city.value}>
                  {city.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        id="profile-bio"
        label={t('profile.form.bio')}
        hint={t('profile.form.bioHint')}
        errors={messagesOf(errors.bio)}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('bio')}
            rows={5}
            maxLength={2000}
            aria-required="true"
          />
        )}
      </FormField>
      <GoalsField
        registration={form.register('relationshipGoals')}
        errors={messagesOf(errors.relationshipGoals as FieldError | undefined)}
      />
      <Button type="submit" size="lg" className="w-full" aria-busy={isSaving || undefined}>
        {submitLabel}
      </Button>
      <LeaveGuardDialog blocker={blocker} />
    </form>
  );
}
