import { noticeFrequencies, noticeTopics, type NoticeTopic } from '@vusal/shared/catalog/enums';
import { noticeSetting } from '@vusal/shared/schemas/preferences';
import { useFormContext } from 'react-hook-form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Select } from '../../../components/ui/input';
import { TextField } from '../../../components/form/text-field';
import { PushControl } from '../../../components/push-control';
import { Switch } from '../../../components/ui/switch';
import { useTranslation } from '../../../lib/translation';
import type { PreferencesFormValues } from '../lib/preferences-form';

/** Where members live, besides Azerbaijan; the saved zone and this browser's are added to them. */
const commonZones = [
  'Asia/Baku',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Asia/Tbilisi',
  'Asia/Dubai',
  'Europe/Kyiv',
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
];

function timeZoneOptions(current: string) {
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [...new Set([current, here, ...commonZones])].map((zone) => ({
    value: zone,
    label: zone,
  }));
}

/**
 * Issue 26, item 5: the master switch, this device's push, how often each topic is told by push
 * and by e-mail, names on the lock screen, and quiet hours. `topics`: the ones that apply (a
 * guardian hears only of its family's matches, decision 055); only their settings are registered,
 * so the form around may hold no others.
 */
export function NoticeSettings({ topics = noticeTopics }: { topics?: readonly NoticeTopic[] }) {
  const { t } = useTranslation();
  const form = useFormContext<PreferencesFormValues>();
  const frequencies = noticeFrequencies.map((value) => ({
    value,
    label: t(`preferences.notifications.frequency.${value}`),
  }));
  return (
    <>
      <p className="-mt-3 text-sm text-stone-600">{t('preferences.notifications.lead')}</p>
      <Switch
        id="preferences-notifications"
        label={t('preferences.notifications.receive')}
        description={t('preferences.notifications.receiveHint')}
        {...form.register('receiveNotifications')}
      />
      <PushControl />
      {topics.map((topic) => (
        <fieldset key={topic} className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-stone-900">
            {t(`preferences.notifications.topic.${topic}`)}
          </legend>
          <Choice
            id={`preferences-push-${topic}`}
            label={t('preferences.notifications.push')}
            options={frequencies}
            registration={form.register(noticeSetting('push', topic))}
            value={form.getValues(noticeSetting('push', topic))}
          />
          <Choice
            id={`preferences-email-${topic}`}
            label={t('preferences.notifications.email')}
            options={frequencies}
            registration={form.register(noticeSetting('email', topic))}
            value={form.getValues(noticeSetting('email', topic))}
          />
        </fieldset>
      ))}
      <p className="text-sm text-stone-600">{t('preferences.notifications.channelHint')}</p>
      <Switch
        id="preferences-push-names"
        label={t('preferences.notifications.showNames')}
        description={t('preferences.notifications.showNamesHint')}
        {...form.register('pushShowsNames')}
      />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold text-stone-900">
          {t('preferences.notifications.quietTitle')}
        </legend>
        <p className="text-sm text-stone-600 sm:col-span-2">
          {t('preferences.notifications.quietHint')}
        </p>
        <TextField
          type="time"
          name="quietHoursFrom"
          id="preferences-quiet-from"
          label={t('preferences.notifications.quietFrom')}
        />
        <TextField
          type="time"
          name="quietHoursTo"
          id="preferences-quiet-to"
          label={t('preferences.notifications.quietTo')}
        />
        <div className="sm:col-span-2">
          <Choice
            id="preferences-time-zone"
            label={t('preferences.notifications.timeZone')}
            options={timeZoneOptions(form.getValues('timeZone'))}
            registration={form.register('timeZone')}
            value={form.getValues('timeZone')}
          />
          <p className="mt-1 text-sm text-stone-600">
            {t('preferences.notifications.timeZoneHint')}
          </p>
        </div>
      </fieldset>
    </>
  );
}

type ChoiceProps = {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  /** The saved value, selected from the first paint. */
  value: string;
};

/** A labelled select without an empty choice: each of these settings always has a value. */
function Choice({ id, label, options, registration, value }: ChoiceProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <Select id={id} defaultValue={value} {...registration}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
