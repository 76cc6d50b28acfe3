import { useParams } from 'react-router';
import { DocumentMeta } from '../../components/page-meta';
import { GuardianMeetingsScreen } from '../../features/family-meetings/components/guardian-meetings-screen';
import { useTranslation } from '../../lib/translation';

/**
 * Issue 39 (decision 052): a guardian's read-only list of a followed member's requests for the
 * families to meet. Guardians have no profile, so this is not a member page; the guardian
 * layout of decision 050 wraps it at merge.
 */
export default function GuardianMemberMeetingsRoute() {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  return (
    <>
      <DocumentMeta title={t('familyMeetings.guardian.title')} />
      <GuardianMeetingsScreen memberId={memberId} />
    </>
  );
}
