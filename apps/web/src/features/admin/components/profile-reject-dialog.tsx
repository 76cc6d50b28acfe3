import { profileRejectionReasons } from '@vusal/shared/catalog/enums';
import {
  PROFILE_REJECTION_NOTE_MAX,
  profileRejectionSchema,
  type ProfileRejection,
} from '@vusal/shared/schemas/profile-rejection';
import {
  RejectReasonsDialog,
  type RejectDialogProps,
} from '../../../components/staff/reject-reasons-dialog';

/**
 * Issue 23, item 9: what a pending member must change before approval, one or more reasons
 * and an optional note they read on their screen and by e-mail.
 */
export function ProfileRejectDialog(props: RejectDialogProps<ProfileRejection>) {
  return (
    <RejectReasonsDialog
      {...props}
      texts={{
        title: 'admin.rejectProfile.title',
        lead: 'admin.rejectProfile.lead',
        confirm: 'admin.rejectProfile.confirm',
        busy: 'admin.rejectProfile.busy',
        cancel: 'admin.rejectProfile.cancel',
        legend: 'admin.rejectProfile.reasons',
        note: 'admin.rejectProfile.note',
      }}
      reasons={profileRejectionReasons}
      reasonLabel={(reason) => `admin.rejectProfile.reasonLabels.${reason}`}
      multiple
      noteMax={PROFILE_REJECTION_NOTE_MAX}
      schema={profileRejectionSchema}
      toInput={(reasons, note) => ({ reasons, note })}
    />
  );
}
