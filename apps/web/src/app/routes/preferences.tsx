import { DocumentMeta } from '../../components/page-meta';
import { DataExportSection } from '../../features/account/components/data-export-section';
import { seesPendingScreen } from '../../features/account/lib/approval';
import { FamilySection } from '../../features/family/components/family-section';
import { PreferencesScreen } from '../../features/preferences/components/preferences-screen';
import { useSignedInUser } from '../../lib/session';
import { useTranslation } from '../../lib/translation';

export default function PreferencesRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  // Issue 39: approved members invite their guardian here; a guardian account has none.
  const isMember = !!user && user.accountKind !== 'guardian' && !seesPendingScreen(user);
  return (
    <>
      <DocumentMeta title={t('preferences.meta')} />
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
