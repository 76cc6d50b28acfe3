import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { usePreferences } from '../api/get-preferences';
import { BlockedPeople } from './blocked-people';
import { PreferencesForm } from './preferences-form';
import { SettingsPage } from './settings-page';

/**
 * /preferences, titled 'Tənzimləmələr': spec section 2, "Preferences". `account` is what other
 * features add to the settings (the data export), composed by the route.
 */
export function PreferencesScreen({ account }: { account?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SettingsPage query={usePreferences()} lead={t('preferences.lead')}>
      {(preferences) => (
        <>
          <PreferencesForm preferences={preferences} />
          <BlockedPeople />
          {account}
        </>
      )}
    </SettingsPage>
  );
}
