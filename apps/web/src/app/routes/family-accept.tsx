import { useLocation } from 'react-router';
import { DocumentMeta } from '../../components/page-meta';
import { AcceptInvitationScreen } from '../../features/family/components/accept-invitation-screen';
import { invitationToken } from '../../features/family/lib/invitation-link';
import { useTranslation } from '../../lib/translation';

/** The family invitation mail links here (GUARDIAN_ACCEPT_PAGE), with `#token=…`. */
export default function FamilyAcceptRoute() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  return (
    <>
      <DocumentMeta title={t('family.accept.meta')} />
      <AcceptInvitationScreen token={invitationToken(hash)} />
    </>
  );
}
