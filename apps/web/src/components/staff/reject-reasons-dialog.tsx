import { useId, useState } from 'react';
import type { z } from 'zod';
import { ChoiceFieldset, choiceClasses, choiceInputClasses } from '../ui/choice-fieldset';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FieldErrors } from '../ui/form-field';
import { useMessageTranslator } from '../../lib/form-messages';
import type { MessageKey } from '../../lib/i18n';
import { useTranslation } from '../../lib/translation';
import { ReasonField } from './reason-field';

type Errors = Partial<Record<'choice' | 'note', string>>;

/** The words of one rejection dialog, as catalogue keys; the title's `{{name}}` is the member's. */
export type RejectReasonsTexts = Record<
  'title' | 'lead' | 'confirm' | 'busy' | 'cancel' | 'legend' | 'note',
  MessageKey
>;

/** Open while `name` is set; `onReject` gets what the dialog's schema parsed. */
export type RejectDialogProps<Output> = {
  name: string | null;
  isBusy: boolean;
  onClose: () => void;
  onReject: (output: Output) => void;
};

/**
 * A rejection with reasons from a list (one, or several with `multiple`) and an optional note,
 * checked with the shared schema before it is sent; open while `name` is set, starting empty
 * each time. The selfie's and the pending profile's rejections are this one dialog.
 */
export function RejectReasonsDialog<Reason extends string, Output>({
  name,
  isBusy,
  onClose,
  onReject,
  texts,
  reasons,
  reasonLabel,
  multiple = false,
  noteMax,
  schema,
  toInput,
}: RejectDialogProps<Output> & {
  texts: RejectReasonsTexts;
  reasons: readonly Reason[];
  reasonLabel: (reason: Reason) => MessageKey;
  multiple?: boolean;
  noteMax: number;
  schema: z.ZodType<Output>;
  /** What the schema reads, from the reasons ticked and the note. */
  toInput: (chosen: Reason[], note: string) => unknown;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const ids = useId();
  const [chosen, setChosen] = useState<Reason[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [shownFor, setShownFor] = useState(name);
  if (name !== shownFor) {
    setShownFor(name);
    if (name !== null) {
      setChosen([]);
      setNote('');
      setErrors({});
    }
  }

  function choose(reason: Reason, checked: boolean) {
    if (!multiple) return setChosen([reason]);
    setChosen((current) =>
      checked ? [...current, reason] : current.filter((value) => value !== reason),
    );
  }

  function confirm() {
    const parsed = schema.safeParse(toInput(chosen, note));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] === 'note' ? 'note' : 'choice'] ??= translate(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onReject(parsed.data);
  }

  const choiceErrorId = `${ids}-reasons-errors`;
  return (
    <ConfirmDialog
      isOpen={name !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(texts.title, { name: name ?? '' })}
      description={t(texts.lead)}
      confirmLabel={t(texts.confirm)}
      busyLabel={t(texts.busy)}
      cancelLabel={t(texts.cancel)}
      tone="danger"
      isBusy={isBusy}
      onConfirm={confirm}
    >
      <div className="grid gap-4">
        <ChoiceFieldset
          legend={t(texts.legend)}
          describedBy={errors.choice ? choiceErrorId : undefined}
          footer={
            <div className="mt-2">
              <FieldErrors id={choiceErrorId} messages={errors.choice ? [errors.choice] : []} />
            </div>
          }
        >
          <div className="grid gap-2">
            {reasons.map((value) => (
              <label key={value} className={choiceClasses}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${ids}-reason`}
                  value={value}
                  checked={chosen.includes(value)}
                  onChange={(event) => choose(value, event.target.checked)}
                  aria-invalid={errors.choice ? true : undefined}
                  className={choiceInputClasses}
                />
                {t(reasonLabel(value))}
              </label>
            ))}
          </div>
        </ChoiceFieldset>
        <ReasonField
          id={`${ids}-note`}
          label={t(texts.note)}
          value={note}
          error={errors.note ?? null}
          maxLength={noteMax}
          onChange={setNote}
        />
      </div>
    </ConfirmDialog>
  );
}
