import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import type { NoticePreferences } from '@vusal/shared/schemas/preferences';
import { Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AccountLinks } from '../../../components/account-links';
import { SubmitButton } from '../../../components/form/submit-button';
import { Surface } from '../../../components/ui/app-page';
import { buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { applyServerIssues } from '../../../lib/form-messages';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useNoticePreferences, useSaveNoticePreferences } from '../api/notice-preferences';
import { noticeResolver, toNoticeFormValues, type NoticeFormValues } from '../lib/preferences-form';
import { NoticeSettings } from './notice-settings';
import { SettingsPage } from './settings-page';

const fields: readonly (keyof NoticeFormValues)[] = [
  'receiveNotifications',
  'pushMatches',
  'emailMatches',
  'pushShowsNames',
  'quietHoursFrom',
  'quietHoursTo',
  'timeZone',
];

/**
 * /preferences of a guardian account (issue 39, decision 055): it has no profile and never
 * browses, so no search, privacy or blocked people; only how it hears of the family's news, and
 * its account. `account` is what other features add (the data export), composed by the route.
 */
export function GuardianSettingsScreen({ account }: { account?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SettingsPage query={useNoticePreferences()} lead={t('preferences.guardian.lead')}>
      {(notices) => (
        <>
          <NoticesForm notices={notices} />
          <AccountLinks id="guardian-account-title" className="mt-5" />
          {account}
        </>
      )}
    </SettingsPage>
  );
}

function NoticesForm({ notices }: { notices: NoticePreferences }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const save = useSaveNoticePreferences();
  const form = useForm<NoticeFormValues, unknown, NoticePreferences>({
    defaultValues: toNoticeFormValues(notices),
    resolver: noticeResolver,
  });

  const submit = (values: NoticePreferences) => {
    if (save.isPending) return;
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toNoticeFormValues(saved));
        toast.success(t('preferences.saved'), { duration: TOAST_DURATION_MS.success });
      },
      onError: (error) => {
        if (error instanceof ApiError && applyServerIssues(error, fields, form.setError)) return;
        toast.error(t('preferences.saveFailed'));
      },
    });
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-5">
        <Surface labelledBy="preferences-notifications-title">
          <h2 id="preferences-notifications-title" className="text-lg font-bold text-stone-900">
            {t('preferences.notifications.title')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('preferences.guardian.noticesLead')}</p>
          <div className="mt-5 grid gap-6">
            <NoticeSettings topics={['matches']} />
          </div>
        </Surface>
        <div className="flex gap-3 sm:justify-between">
          <Link
            to={localizedPath('/guardian')}
            className={`${buttonClasses('secondary', 'lg')} flex-1 sm:flex-none`}
          >
            <Home aria-hidden="true" className="size-4" />
            {t('guardian.nav.home')}
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
