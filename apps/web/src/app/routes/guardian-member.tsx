import { useParams } from 'react-router';
import { DocumentMeta } from '../../components/page-meta';
import { GuardianMemberScreen } from '../../features/family/components/guardian-member-screen';
import { useTranslation } from '../../lib/translation';

export default function GuardianMemberRoute() {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  return (
    <>
      <DocumentMeta title={t('guardian.member.meta')} />
      <GuardianMemberScreen memberId={memberId} />
    </>
  );
}
