import { useLocation } from 'react-router';
import { DocumentMeta } from '../../components/page-meta';
import { DataExportScreen } from '../../features/account/components/data-export-screen';
import { dataExportToken } from '../../features/account/lib/data-export-link';
import { useTranslation } from '../../lib/translation';

/** The "your data is ready" mail links here (DATA_EXPORT_PAGE), with `#token=…`. */
export default function DataExportRoute() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  return (
    <>
      <DocumentMeta title={t('account.meta.dataExport')} />
      <DataExportScreen token={dataExportToken(hash)} />
    </>
  );
}
