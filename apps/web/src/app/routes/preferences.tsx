import { DocumentMeta } from '../../components/page-meta';
import { DataExportSection } from '../../features/account/components/data-export-section';
import { PreferencesScreen } from '../../features/preferences/components/preferences-screen';
import { useTranslation } from '../../lib/translation';

export default function PreferencesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('preferences.meta')} />
      <PreferencesScreen account={<DataExportSection />} />
    </>
  );
}
