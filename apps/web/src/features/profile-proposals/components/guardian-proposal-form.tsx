import { profileUpdateSchema, type ProfileUpdateInput } from '@vusal/shared/schemas/profile-input';
import type { EditableProfile } from '@vusal/shared/schemas/profile-proposals';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { enumerations } from '@vusal/shared/catalog/enums';
import { CheckboxGroupField } from '../../../components/form/choice-fields';
import { EnumField } from '../../../components/form/enum-field';
import { FieldNamingProvider } from '../../../components/form/field-naming';
import { FormProblem } from '../../../components/form/form-problem';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-client';
import { useCities } from '../../../lib/cities';
import { applyServerIssues, useMessageTranslator } from '../../../lib/form-messages';
import {
  changedFields,
  profileHeights,
  toFormValue,
  type ProfileFormValue,
  toSchemaInput,
} from '../../../lib/profile-form';
import { textLimits } from '../../../lib/profile-text-limits';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useProposeChanges } from '../api/propose-changes';
import {
  proposalFieldNames,
  proposalGroups,
  type ProposalField,
  type ProposalFieldName,
} from '../lib/proposal-fields';

type Values = Record<ProposalFieldName, ProfileFormValue>;

const startOf = (profile: EditableProfile): Values =>
  Object.fromEntries(
    proposalFieldNames.map((field) => [field, toFormValue(profile[field])]),
  ) as Values;

const limitOf = (name: string) => textLimits[name as keyof typeof textLimits];

/** One input, as the member's own editor draws that field. */
function FieldInput({ field }: { field: ProposalField }) {
  const { t, translateKey } = useTranslation();
  const { options: cityOptions } = useCities();
  switch (field.kind) {
    case 'list': {
      const { max, hasAll = false, isRequired = false, enumeration } = field;
      const labelOf = (value: string) => translateKey(`enums.${enumeration}.${value}`);
      return (
        <div className="sm:col-span-2">
          <CheckboxGroupField
            name={field.name}
            options={enumerations[enumeration].map((value) => ({ value, label: labelOf(value) }))}
            isRequired={isRequired}
            {...(hasAll ? { allLabel: labelOf('all') } : {})}
            {...(max
              ? { max, counter: (chosen: number) => t('editor.values.chosen', { chosen, max }) }
              : {})}
          />
        </div>
      );
    }
    case 'choice':
      return <EnumField name={field.name} enumeration={field.enumeration} />;
    case 'city':
      return (
        <SelectField
          name="city"
          options={cityOptions}
          placeholder={t('editor.placeholders.city')}
        />
      );
    case 'height':
      return (
        <SelectField
          name="height"
          options={profileHeights.map((cm) => ({
            value: String(cm),
            label: t('editor.heightOption', { cm }),
          }))}
        />
      );
    case 'text':
      return <TextField name={field.name} maxLength={limitOf(field.name)} />;
    case 'longText':
      return (
        <TextareaField
          name={field.name}
          maxLength={limitOf(field.name)}
          className="sm:col-span-2"
          rows={limitOf(field.name) > 500 ? 4 : 2}
        />
      );
  }
}

type Props = { memberId: string; memberName: string; profile: EditableProfile };

/**
 * A relative's proposal (decision 053): the member's fields as they are now; only what changed
 * is sent, checked by the member's own schema here and again, with contact details, on the server.
 */
export function GuardianProposalForm({ memberId, memberName, profile }: Props) {
  const { t, translateKey } = useTranslation();
  const translate = useMessageTranslator();
  const [initial, setInitial] = useState(() => startOf(profile));
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: initial });
  const { propose } = useProposeChanges(memberId);
  // The starting values, set once the inputs are mounted and again after each sending: in the
  // app's routed render the selects mounted without the value given to useForm (a select
  // showed its placeholder, so an untouched city read as changed).
  useEffect(() => form.reset(initial), [form, initial]);

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    const changed = changedFields(proposalFieldNames, initial, values);
    if (changed.length === 0) {
      setProblem(translate('validation.proposalEmpty'));
      return;
    }
    const checked = profileUpdateSchema.safeParse(toSchemaInput(changed, values));
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = changed.find((name) => name === issue.path[0]);
        if (field) form.setError(field, { type: 'schema', message: issue.message });
      }
      return;
    }
    // What the schema produced (trimmed, null for empty, numbers), for the changed fields only.
    const parsed: Partial<Record<ProposalFieldName, unknown>> = checked.data;
    const changes = Object.fromEntries(changed.map((field) => [field, parsed[field] ?? null]));
    propose.mutate(changes as ProfileUpdateInput, {
      onSuccess: () => {
        toast.success(t('proposals.guardian.sent', { name: memberName }));
        // What was proposed is the new starting point, so sending again sends only new changes.
        setInitial(values);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return setProblem(translate('errors.INTERNAL'));
        if (
          error.code === 'VALIDATION_FAILED' &&
          applyServerIssues(error, proposalFieldNames, form.setError)
        )
          return;
        setProblem(translate(`errors.${error.code}`));
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby="proposal-title" className="grid gap-6">
        <FieldNamingProvider
          naming={{
            idOf: (name) => `propose-${name}`,
            labelOf: (name) => translateKey(`editor.fields.${name}`),
            selectPlaceholder: t('editor.placeholders.select'),
          }}
        >
          {proposalGroups.map((group) => (
            <fieldset key={group.id} className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-base font-semibold text-stone-900">
                {translateKey(`editor.cards.${group.id}.title`)}
              </legend>
              {group.fields.map((field) => (
                <FieldInput key={field.name} field={field} />
              ))}
            </fieldset>
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
