import { useTranslation } from '../../lib/translation';
import { ProposalsReviewScreen } from '../../features/profile-proposals/components/proposals-review-screen';
import { DocumentMeta } from '../../components/page-meta';
import { MemberPage } from './member-page';

/** /profile-proposals (decision 053): the member reviews what a relative proposed. */
export default function ProfileProposalsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('proposals.review.metaTitle')} />
      <MemberPage>
        <ProposalsReviewScreen />
      </MemberPage>
    </>
  );
}
