import { profileUpdateSchema, type ProfileUpdateInput } from '@vusal/shared/schemas/profile-input';
import type { EditableProfile } from '@vusal/shared/schemas/profile-proposals';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldNamingProvider } from '../../../components/form/field-naming';
import { FormProblem } from '../../../components/form/form-problem';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerIssues, useMessageTranslator } from '../../../lib/form-messages';
import { textLimits } from '../../../lib/profile-text-limits';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useProposeChanges } from '../api/propose-changes';

type TextKey = keyof typeof textLimits;
type Values = Record<TextKey, string>;

/** The free texts a relative writes, the member's own words first. */
const textFields: readonly TextKey[] = [
  'bio',
  'aboutPartner',
  'familyPlans',
  'lifestyle',
  'interests',
  'hobbies',
  'healthLimitations',
  'favoriteMovies',
  'lastBookRead',
  'lastTravelDestination',
  'religion',
  'education',
  'professionalField',
  'profession',
  'biggestDream',
  'lifeMotto',
];

const startOf = (profile: EditableProfile): Values =>
  Object.fromEntries(textFields.map((field) => [field, profile[field] ?? ''])) as Values;

type Props = { memberId: string; memberName: string; profile: EditableProfile };

/**
 * A relative's proposal (decision 053): the member's texts as they are now; only what changed
 * is sent, checked by the member's own schema here and again, with contact details, on the server.
 */
export function GuardianProposalForm({ memberId, memberName, profile }: Props) {
  const { t, translateKey } = useTranslation();
  const translate = useMessageTranslator();
  const [initial, setInitial] = useState(() => startOf(profile));
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: initial });
  const { propose } = useProposeChanges(memberId);

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    const changes: Record<string, string | null> = {};
    for (const field of textFields) {
      const value = values[field].trim();
      if (value !== initial[field].trim()) changes[field] = value === '' ? null : value;
    }
    if (Object.keys(changes).length === 0) {
      setProblem(translate('validation.proposalEmpty'));
      return;
    }
    const checked = profileUpdateSchema.safeParse(changes);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = textFields.find((name) => name === issue.path[0]);
        if (field) form.setError(field, { type: 'schema', message: issue.message });
      }
      return;
    }
    propose.mutate(changes as ProfileUpdateInput, {
      onSuccess: () => {
        toast.success(t('proposals.guardian.sent', { name: memberName }));
        // What was proposed is the new starting point, so sending again sends only new changes.
        setInitial(values);
        form.reset(values);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return setProblem(translate('errors.INTERNAL'));
        if (
          error.code === 'VALIDATION_FAILED' &&
          applyServerIssues(error, textFields, form.setError)
        )
          return;
        setProblem(translate(`errors.${error.code}`));
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby="proposal-title" className="grid gap-5">
        <FieldNamingProvider
          naming={{
            idOf: (name) => `propose-${name}`,
            labelOf: (name) => translateKey(`editor.fields.${name}`),
            selectPlaceholder: t('editor.placeholders.select'),
          }}
        >
          {textFields.map((field) => (
            <TextareaField
              key={field}
              name={field}
              maxLength={textLimits[field]}
              rows={textLimits[field] > 500 ? 4 : 2}
            />
          ))}
        </FieldNamingProvider>
        <FormProblem message={problem} />
        <SubmitButton
          isPending={propose.isPending}
          label={t('proposals.guardian.submit')}
          pendingLabel={t('proposals.guardian.sending')}
        />
      </form>
    </FormProvider>
  );
}
