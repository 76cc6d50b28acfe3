import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import { LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { SelectField } from '../../../components/form/select-field';
import { Surface } from '../../../components/ui/app-page';
import { SubmitButton } from '../../../components/form/submit-button';
import { buttonClasses } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-client';
import { useCities } from '../../../lib/cities';
import { applyServerIssues, useFieldMessages } from '../../../lib/form-messages';
import { useLocale } from '../../../lib/use-locale';
import type { Preferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';
import {
  preferencesResolver,
  toFormValues,
  type PreferencesField,
  type PreferencesFormValues,
} from '../lib/preferences-form';
import { AgeRangeField } from './age-range-field';
import { PhotoVisibilityField } from '../../../components/member/photo-visibility-field';
import { LocationVisibilityField } from './location-visibility-field';
import { NoticeSettings } from './notice-settings';

const fields: readonly PreferencesField[] = [
  'minAge',
  'maxAge',
  'searchCity',
  'showOnlineStatus',
  'receiveNotifications',
  'showReadReceipts',
  'privacyMode',
  'showEveryone',
  'locationVisibility',
  'pushMatches',
  'pushMessages',
  'pushLikes',
  'emailMatches',
  'emailMessages',
  'emailLikes',
  'pushShowsNames',
  'quietHoursFrom',
  'quietHoursTo',
  'timeZone',
  'verifiedOnly',
];

/** Search, privacy and notification settings, saved together (S4: they are applied by the server). */
export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const messagesOf = useFieldMessages();
  const { options: cityOptions } = useCities();
  const save = useSavePreferences();
  const form = useForm<PreferencesFormValues, unknown, Preferences>({
    defaultValues: toFormValues(preferences),
    resolver: preferencesResolver,
  });
  const { errors } = form.formState;
  const [minAge, maxAge] = useWatch({ control: form.control, name: ['minAge', 'maxAge'] });

  const submit = (values: Preferences) => {
    if (save.isPending) return;
    save.mutate(values, {
      onSimulated: () => form.reset(toFormValues(values)),
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        toast.success(t('preferences.saved'), { duration: TOAST_DURATION_MS.success });
      },
      onError: (error) => {
        if (error instanceof ApiError && applyServerIssues(error, fields, form.setError)) return;
        // Decision 046: a photo choice changed too often waits; anything else failed.
        const isLimited = error instanceof ApiError && error.code === 'RATE_LIMITED';
        toast.error(t(isLimited ? 'errors.RATE_LIMITED' : 'preferences.saveFailed'));
      },
    });
  };

  const ageErrors = [...messagesOf(errors.minAge), ...messagesOf(errors.maxAge)];

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-5">
        <Section
          id="search"
          title={t('preferences.search.title')}
          lead={t('preferences.search.lead')}
        >
          <AgeRangeField
            minAge={Number(minAge)}
            maxAge={Number(maxAge)}
            registerMin={form.register('minAge', { valueAsNumber: true })}
            registerMax={form.register('maxAge', { valueAsNumber: true })}
            errors={[...new Set(ageErrors)]}
          />
          <SelectField
            name="searchCity"
            id="preferences-city"
            label={t('preferences.search.city')}
            hint={t('preferences.search.cityHint')}
            placeholder={t('preferences.search.allCities')}
            options={cityOptions}
          />
          <Switch
            id="preferences-verified-only"
            label={t('preferences.search.verifiedOnly')}
            description={t('preferences.search.verifiedOnlyHint')}
            {...form.register('verifiedOnly')}
          />
        </Section>

        <Section
          id="privacy"
          title={t('preferences.privacy.title')}
          lead={t('preferences.privacy.lead')}
        >
          <Switch
            id="preferences-online-status"
            label={t('preferences.privacy.showOnlineStatus')}
            description={t('preferences.privacy.showOnlineStatusHint')}
            {...form.register('showOnlineStatus')}
          />
          <Switch
            id="preferences-read-receipts"
            label={t('preferences.privacy.showReadReceipts')}
            description={t('preferences.privacy.showReadReceiptsHint')}
            {...form.register('showReadReceipts')}
          />
          <Switch
            id="preferences-privacy-mode"
            label={t('preferences.privacy.privacyMode')}
            description={t('preferences.privacy.privacyModeHint')}
            {...form.register('privacyMode')}
          />
          <Switch
            id="preferences-show-everyone"
            label={t('preferences.privacy.showEveryone')}
            description={t('preferences.privacy.showEveryoneHint')}
            {...form.register('showEveryone')}
          />
          <Switch
            id="preferences-only-verified"
            label={t('verification.onlyVerified')}
            description={t('verification.onlyVerifiedHint')}
            {...form.register('onlyVerifiedContact')}
          />
          <LocationVisibilityField registration={form.register('locationVisibility')} />
          <PhotoVisibilityField registration={form.register('photoVisibility')} />
        </Section>

        <Section id="notifications" title={t('preferences.notifications.title')}>
          <NoticeSettings />
        </Section>

        <div
          data-sticky-bar
          className="sticky bottom-[calc(var(--app-tab-bar)+0.75rem)] z-10 flex gap-3 rounded-full bg-white/90 p-2 shadow-lg ring-1 shadow-rose-900/10 ring-rose-100 backdrop-blur sm:justify-between"
        >
          <Link
            to={localizedPath('/dashboard')}
            className={`${buttonClasses('secondary', 'lg')} flex-1 sm:flex-none`}
          >
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t('preferences.dashboard')}
          </Link>
          <SubmitButton
            className="flex-1 sm:flex-none"
            isPending={save.isPending}
            label={t('preferences.save')}
            pendingLabel={t('preferences.saving')}
          />
        </div>
      </form>
    </FormProvider>
  );
}

type SectionProps = { id: string; title: string; lead?: string; children: ReactNode };

function Section({ id, title, lead, children }: SectionProps) {
  const titleId = `preferences-${id}-title`;
  return (
    <Surface labelledBy={titleId}>
      <h2 id={titleId} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-stone-600">{lead}</p> : null}
      <div className="mt-5 grid gap-6">{children}</div>
    </Surface>
  );
}
