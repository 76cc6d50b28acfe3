import { profileRejectionReasons } from '@vusal/shared/catalog/enums';
import {
  PROFILE_REJECTION_NOTE_MAX,
  profileRejectionSchema,
  type ProfileRejection,
} from '@vusal/shared/schemas/profile-rejection';
import { useTranslation } from '../../../lib/translation';
import { RejectReasonsDialog } from './reject-reasons-dialog';

/**
 * Issue 23, item 9: what a pending member must change before approval, one or more reasons
 * and an optional note they read on their screen and by e-mail.
 */
export function ProfileRejectDialog({
  name,
  ...handlers
}: {
  name: string | null;
  isBusy: boolean;
  onClose: () => void;
  onReject: (rejection: ProfileRejection) => void;
}) {
  const { t } = useTranslation();
  return (
    <RejectReasonsDialog
      name={name}
      {...handlers}
      texts={{
        title: t('admin.rejectProfile.title', { name: name ?? '' }),
        lead: t('admin.rejectProfile.lead'),
        confirm: t('admin.rejectProfile.confirm'),
        busy: t('admin.rejectProfile.busy'),
        cancel: t('admin.rejectProfile.cancel'),
        legend: t('admin.rejectProfile.reasons'),
        note: t('admin.rejectProfile.note'),
      }}
      reasons={profileRejectionReasons}
      reasonLabel={(reason) => t(`admin.rejectProfile.reasonLabels.${reason}`)}
      multiple
      noteMax={PROFILE_REJECTION_NOTE_MAX}
      schema={profileRejectionSchema}
      toInput={(reasons, note) => ({ reasons, note })}
    />
  );
}
