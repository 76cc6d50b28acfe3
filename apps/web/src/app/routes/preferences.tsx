import { DocumentMeta } from '../../components/page-meta';
import { DataExportSection } from '../../features/account/components/data-export-section';
import { seesPendingScreen } from '../../features/account/lib/approval';
import { FamilySection } from '../../features/family/components/family-section';
import { GuardianSettingsScreen } from '../../features/preferences/components/guardian-settings-screen';
import { PreferencesScreen } from '../../features/preferences/components/preferences-screen';
import { useSignedInUser } from '../../lib/session';
import { useTranslation } from '../../lib/translation';

export default function PreferencesRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const meta = <DocumentMeta title={t('preferences.meta')} />;
  // Issue 39 (decision 055): a guardian account sets only how it hears of its family's news.
  if (user?.accountKind === 'guardian') {
    return (
      <>
        {meta}
        <GuardianSettingsScreen account={<DataExportSection />} />
      </>
    );
  }
  // Approved members invite their guardian here.
  const isMember = !!user && !seesPendingScreen(user);
  return (
    <>
      {meta}
      <PreferencesScreen
        account={
          <>
            {isMember ? <FamilySection /> : null}
            <DataExportSection />
          </>
        }
      />
    </>
  );
}
