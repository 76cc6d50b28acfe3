import type { CandidateCard } from '@vusal/shared/schemas/discovery';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import type { LikeState } from '../../../components/member/like-buttons';
import { MemberPreviewDialog } from '../../../components/member/member-preview-dialog';
import { buttonClasses } from '../../../components/ui/button';
import { DemoNotice } from './demo-notice';

type ProfileDialogProps = {
  candidate: CandidateCard | null;
  onClose: () => void;
  likeState: LikeState;
  onLike: () => void;
  onSuperlike: () => void;
  /** Links to the full profile page; off for a demo profile (it has none). */
  canOpenProfile: boolean;
};

/**
 * Explore's profile dialog: the preview with Like and Superlike, and the way to the profile
 * page, where the rest shows after a mutual match.
 */
export function ProfileDialog({ candidate, canOpenProfile, ...dialog }: ProfileDialogProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <MemberPreviewDialog
      {...dialog}
      member={candidate}
      notice={candidate?.isDemo ? <DemoNotice /> : null}
      footer={
        canOpenProfile && candidate?.userId ? (
          <div className="grid gap-1 text-center">
            <Link
              to={localizedPath(`/profile/${candidate.userId}`)}
              className={buttonClasses('ghost')}
            >
              {t('discovery.dialog.fullProfile')}
            </Link>
            <p className="text-sm text-stone-600">{t('likes.fullProfileHint')}</p>
          </div>
        ) : null
      }
    />
  );
}
