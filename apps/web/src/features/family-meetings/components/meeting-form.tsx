import { zodResolver } from '@hookform/resolvers/zod';
import {
  FAMILY_MEETING,
  familyMeetingInputSchema,
  type FamilyMeeting,
  type FamilyMeetingInput,
} from '@vusal/shared/schemas/family-meetings';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldNamingProvider, type FieldNaming } from '../../../components/form/field-naming';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { useCities } from '../../../lib/cities';
import { applyServerIssues, useMessageTranslator } from '../../../lib/form-messages';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { sendFamilyMeeting } from '../api/family-meetings-api';

type FormValues = { dateFrom: string; dateTo: string; city: string; note: string };
type Output = z.output<typeof familyMeetingInputSchema>;

const fields = ['dateFrom', 'dateTo', 'city', 'note'] as const;

type MeetingFormProps = {
  matchId: string;
  onSent: (meeting: FamilyMeeting) => void;
  onCancel: () => void;
};

/**
 * Issue 39, item 4: the request's date window, city and note. The shared schema checks what it
 * can in the browser; the server adds the rest (the window starts tomorrow or later, no contact
 * details in the note) and its messages land next to their fields.
 */
export function MeetingForm({ matchId, onSent, onCancel }: MeetingFormProps) {
  const { t, translateKey } = useTranslation();
  const translate = useMessageTranslator();
  const { options } = useCities();
  const form = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(familyMeetingInputSchema) as never,
    defaultValues: { dateFrom: '', dateTo: '', city: '', note: '' },
    mode: 'onTouched',
  });
  const send = useAppMutation({
    mutationFn: (input: FamilyMeetingInput) => sendFamilyMeeting(matchId, input),
    onSuccess: (meeting) => {
      toast.success(t('familyMeetings.sent'));
      onSent(meeting);
    },
    onError: (error) => {
      if (error instanceof ApiError && applyServerIssues(error, fields, form.setError)) return;
      const code = error instanceof ApiError ? error.code : 'NETWORK';
      toast.error(
        code === 'NETWORK' ? t('familyMeetings.sendFailed') : translate(`errors.${code}`),
      );
    },
  });
  const naming: FieldNaming = {
    idOf: (name) => `family-meeting-${name}`,
    labelOf: (name) => translateKey(`familyMeetings.fields.${name}`),
    selectPlaceholder: t('editor.placeholders.city'),
    requiredText: t('editor.required'),
  };
  const submit = form.handleSubmit((values) => send.mutate(values));

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="family-meeting-title"
        className="grid gap-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <h3 id="family-meeting-title" className="font-bold text-stone-900">
            {t('familyMeetings.title')}
          </h3>
          <p className="mt-0.5 text-sm text-stone-600">{t('familyMeetings.lead')}</p>
        </div>
        <FieldNamingProvider naming={naming}>
          <TextField name="dateFrom" type="date" isRequired hint={t('familyMeetings.dateHint')} />
          <TextField name="dateTo" type="date" isRequired />
          <SelectField name="city" options={options} isRequired className="sm:col-span-2" />
          <TextareaField
            name="note"
            maxLength={FAMILY_MEETING.noteMax}
            hint={t('familyMeetings.noteHint')}
            className="sm:col-span-2"
          />
        </FieldNamingProvider>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('familyMeetings.sending') : t('familyMeetings.send')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('familyMeetings.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
