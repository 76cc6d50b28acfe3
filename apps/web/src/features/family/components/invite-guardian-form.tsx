import { zodResolver } from '@hookform/resolvers/zod';
import { guardianRelations } from '@vusal/shared/catalog/enums';
import { familyInviteSchema, type FamilyInvite } from '@vusal/shared/schemas/family';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormProblem } from '../../../components/form/form-problem';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-client';
import { useErrorReason } from '../../../lib/action-error';
import { applyServerIssues } from '../../../lib/form-messages';
import { useTranslation } from '../../../lib/translation';
import { useInviteGuardian } from '../api/family-guardian';

// Refusals about the address belong next to the address field.
const emailCodes = new Set(['GUARDIAN_SELF_INVITE', 'GUARDIAN_IS_MEMBER']);

/** Issue 39: the member invites a relative by e-mail, saying who they are. */
export function InviteGuardianForm() {
  const { t } = useTranslation();
  const reason = useErrorReason();
  const invite = useInviteGuardian();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FamilyInvite>({
    resolver: zodResolver(familyInviteSchema),
    defaultValues: { email: '', relation: '' as FamilyInvite['relation'] },
  });

  const submit = (values: FamilyInvite) => {
    if (invite.isPending) return;
    setProblem(null);
    invite.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && emailCodes.has(error.code)) {
          form.setError('email', { type: 'server', message: `errors.${error.code}` });
          return;
        }
        if (
          error instanceof ApiError &&
          applyServerIssues(error, ['email', 'relation'], form.setError)
        )
          return;
        setProblem(reason(error));
      },
    });
  };

  return (
    <FormProvider {...form}>
      <form
        method="post"
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="mt-4 space-y-4"
      >
        <FormProblem message={problem} />
        <EmailField
          name="email"
          id="guardian-email"
          label={t('family.invite.email')}
          hint={t('family.invite.emailHint')}
          isRequired
        />
        <SelectField
          name="relation"
          id="guardian-relation"
          label={t('family.invite.relation')}
          isRequired
          options={guardianRelations.map((value) => ({
            value,
            label: t(`enums.guardian_relation.${value}`),
          }))}
        />
        <SubmitButton
          className="w-full sm:w-auto"
          isPending={invite.isPending}
          label={t('family.invite.submit')}
          pendingLabel={t('family.invite.sending')}
        />
      </form>
    </FormProvider>
  );
}
