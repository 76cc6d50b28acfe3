import { DocumentMeta } from '../../components/page-meta';
import { PreferencesScreen } from '../../features/preferences/components/preferences-screen';
import { useTranslation } from '../../lib/translation';

export default function PreferencesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('preferences.meta')} />
      <PreferencesScreen />
    </>
  );
}
