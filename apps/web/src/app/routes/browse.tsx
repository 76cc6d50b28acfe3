import { useTranslation } from '../../lib/translation';
import { BrowseScreen } from '../../features/discovery/components/browse-screen';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { MemberPage } from './member-page';

export default function BrowseRoute() {
  const { t } = useTranslation();
  useDocumentMeta(t('discovery.meta.browse'));
  return (
    <MemberPage>
      <BrowseScreen />
    </MemberPage>
  );
}
