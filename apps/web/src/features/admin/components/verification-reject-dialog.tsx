import {
  verificationRejectReasons,
  type VerificationRejectReason,
} from '@vusal/shared/catalog/verification';
import {
  VERIFICATION_NOTE_MAX,
  verificationRejectionSchema,
  type VerificationRejectionInput,
} from '@vusal/shared/schemas/verification';
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

type Errors = Partial<Record<'reason' | 'note', string>>;

/**
 * Issue 23, item 2: why a selfie is rejected, one of the server's reasons, and an optional
 * note the member reads. Checked with the shared schema before it is sent; open while `name`
 * is set, starting empty each time.
 */
export function VerificationRejectDialog({
  name,
  isBusy,
  onClose,
  onReject,
}: {
  name: string | null;
  isBusy: boolean;
  onClose: () => void;
  onReject: (input: VerificationRejectionInput) => void;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const ids = useId();
  const [reason, setReason] = useState<VerificationRejectReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [shownFor, setShownFor] = useState(name);
  if (name !== shownFor) {
    setShownFor(name);
    if (name !== null) {
      setReason(null);
      setNote('');
      setErrors({});
    }
  }

  function confirm() {
    const parsed = verificationRejectionSchema.safeParse({ reason, note });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'note' ? 'note' : 'reason';
        found[field] ??= translate(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onReject({
      reason: parsed.data.reason,
      ...(parsed.data.note ? { note: parsed.data.note } : {}),
    });
  }

  const reasonErrorId = `${ids}-reason-errors`;
  return (
    <ConfirmDialog
      isOpen={name !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.verifications.rejectTitle', { name: name ?? '' })}
      description={t('admin.verifications.rejectLead')}
      confirmLabel={t('admin.verifications.reject')}
      busyLabel={t('admin.decision.busy')}
      cancelLabel={t('admin.confirm.cancel')}
      tone="danger"
      isBusy={isBusy}
      onConfirm={confirm}
    >
      <div className="grid gap-4">
        <ChoiceFieldset
          legend={t('admin.verifications.rejectReasons')}
          describedBy={errors.reason ? reasonErrorId : undefined}
          footer={
            <div className="mt-2">
              <FieldErrors id={reasonErrorId} messages={errors.reason ? [errors.reason] : []} />
            </div>
          }
        >
          <div className="grid gap-2">
            {verificationRejectReasons.map((value) => (
              <label key={value} className={choiceClasses}>
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  aria-invalid={errors.reason ? true : undefined}
                  className={choiceInputClasses}
                />
                {t(`admin.verifications.reasons.${value}`)}
              </label>
            ))}
          </div>
        </ChoiceFieldset>
        <ReasonField
          id={`${ids}-note`}
          label={t('admin.verifications.note')}
          value={note}
          error={errors.note ?? null}
          maxLength={VERIFICATION_NOTE_MAX}
          onChange={setNote}
        />
      </div>
    </ConfirmDialog>
  );
}
