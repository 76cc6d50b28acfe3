import { profileRejectionReasons, type ProfileRejectionReason } from '@vusal/shared/catalog/enums';
import {
  PROFILE_REJECTION_NOTE_MAX,
  profileRejectionSchema,
  type ProfileRejection,
} from '@vusal/shared/schemas/profile-rejection';
import { useId, useState } from 'react';
import {
  ChoiceFieldset,
  choiceClasses,
  choiceInputClasses,
} from '../../../components/ui/choice-fieldset';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldErrors } from '../../../components/ui/form-field';
import { useMessageTranslator } from '../../../lib/form-messages';
import { useTranslation } from '../../../lib/translation';
import { ReasonField } from './queue';

type Errors = Partial<Record<'reasons' | 'note', string>>;

/**
 * Issue 23, item 9: what a pending member must change before approval, one or more reasons
 * and an optional note they read on their screen and by e-mail. Checked with the shared schema
 * before it is sent; open while `name` is set, starting empty each time.
 */
export function ProfileRejectDialog({
  name,
  isBusy,
  onClose,
  onReject,
}: {
  name: string | null;
  isBusy: boolean;
  onClose: () => void;
  onReject: (rejection: ProfileRejection) => void;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const ids = useId();
  const [reasons, setReasons] = useState<ProfileRejectionReason[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [shownFor, setShownFor] = useState(name);
  if (name !== shownFor) {
    setShownFor(name);
    if (name !== null) {
      setReasons([]);
      setNote('');
      setErrors({});
    }
  }

  function toggle(reason: ProfileRejectionReason, checked: boolean) {
    setReasons((current) =>
      checked ? [...current, reason] : current.filter((value) => value !== reason),
    );
  }

  function confirm() {
    const parsed = profileRejectionSchema.safeParse({ reasons, note });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'note' ? 'note' : 'reasons';
        found[field] ??= translate(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onReject(parsed.data);
  }

  const reasonsErrorId = `${ids}-reasons-errors`;
  return (
    <ConfirmDialog
      isOpen={name !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.rejectProfile.title', { name: name ?? '' })}
      description={t('admin.rejectProfile.lead')}
      confirmLabel={t('admin.rejectProfile.confirm')}
      busyLabel={t('admin.rejectProfile.busy')}
      cancelLabel={t('admin.rejectProfile.cancel')}
      tone="danger"
      isBusy={isBusy}
      onConfirm={confirm}
    >
      <div className="grid gap-4">
        <ChoiceFieldset
          legend={t('admin.rejectProfile.reasons')}
          describedBy={errors.reasons ? reasonsErrorId : undefined}
          footer={
            <div className="mt-2">
              <FieldErrors id={reasonsErrorId} messages={errors.reasons ? [errors.reasons] : []} />
            </div>
          }
        >
          <div className="grid gap-2">
            {profileRejectionReasons.map((value) => (
              <label key={value} className={choiceClasses}>
                <input
                  type="checkbox"
                  value={value}
                  checked={reasons.includes(value)}
                  onChange={(event) => toggle(value, event.target.checked)}
                  aria-invalid={errors.reasons ? true : undefined}
                  className={choiceInputClasses}
                />
                {t(`admin.rejectProfile.reasonLabels.${value}`)}
              </label>
            ))}
          </div>
        </ChoiceFieldset>
        <ReasonField
          id={`${ids}-note`}
          label={t('admin.rejectProfile.note')}
          value={note}
          error={errors.note ?? null}
          maxLength={PROFILE_REJECTION_NOTE_MAX}
          onChange={setNote}
        />
      </div>
    </ConfirmDialog>
  );
}
