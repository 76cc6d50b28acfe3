import { useParams } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { GuardianProfileScreen } from '../../features/profile-proposals/components/guardian-profile-screen';
import { DocumentMeta } from '../../components/page-meta';

/**
 * /guardian/members/:memberId/profile (decision 053): a relative's suggestions. Rendered in the
 * signed-in layout until the guardian's own layout (decision 050) is merged; the server decides
 * who may see it.
 */
export default function GuardianMemberProfileRoute() {
  const { memberId = '' } = useParams();
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('proposals.guardian.metaTitle')} />
      <GuardianProfileScreen key={memberId} memberId={memberId} />
    </>
  );
}
