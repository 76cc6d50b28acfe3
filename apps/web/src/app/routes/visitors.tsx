import { useTranslation } from '../../lib/translation';
import { VisitorsScreen } from '../../features/visitors/components/visitors-screen';
import { DocumentMeta } from '../../components/page-meta';
import { MemberPage } from './member-page';

export default function VisitorsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('visitors.meta.title')} />
      <MemberPage>
        <VisitorsScreen />
      </MemberPage>
    </>
  );
}
