import { useTranslation } from '../../lib/translation';
import { BrowseScreen } from '../../features/discovery/components/browse-screen';
import { LikeActions } from '../../features/likes/components/like-actions';
import { VerifiedOnlyChoice } from '../../features/preferences/components/verified-only-choice';
import { DocumentMeta } from '../../components/page-meta';
import { MemberPage } from './member-page';

export default function BrowseRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('discovery.meta.browse')} />
      <MemberPage>
        <LikeActions>
          <BrowseScreen filters={<VerifiedOnlyChoice />} />
        </LikeActions>
      </MemberPage>
    </>
  );
}
