import type { ProfilePreview } from '@vusal/shared/schemas/profile';
import { useTranslation } from '../../../lib/translation';
import { toast } from '../../../lib/toast';
import type { LikeState } from '../../../components/member/like-buttons';
import { MemberPreviewDialog } from '../../../components/member/member-preview-dialog';
import { Button } from '../../../components/ui/button';

type LikePreviewDialogProps = {
  member: ProfilePreview | null;
  onClose: () => void;
  likeState: LikeState;
  onLike: () => void;
  onSuperlike: () => void;
};

/** The like card's preview (product.md section 2); 'Tam profil' says a mutual match is required. */
export function LikePreviewDialog(props: LikePreviewDialogProps) {
  const { t } = useTranslation();
  return (
    <MemberPreviewDialog
      {...props}
      footer={
        <Button variant="ghost" onClick={() => toast.info(t('likes.fullProfileHint'))}>
          {t('likes.fullProfile')}
        </Button>
      }
    />
  );
}
