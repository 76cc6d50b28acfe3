import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a form control needs to be tied to its label, hint and errors. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** Translated error messages; each shows under the control and is read with it. */
  errors?: readonly string[];
  hint?: ReactNode;
  /** Ids of other elements that describe the control (a checklist, for instance). */
  describedBy?: readonly string[];
  children: (control: FieldControlProps) => ReactNode;
  /** Shown after the errors, e.g. a live checklist. */
  after?: ReactNode;
  className?: string;
};

/**
 * A label, the control, an optional hint and the control's errors. The control gets
 * `aria-invalid` and an `aria-describedby` that names the errors first, then the hint.
 */
export function FormField({
  id,
  label,
  errors = [],
  hint,
  describedBy = [],
  children,
  after,
  className = '',
}: FormFieldProps) {
  const errorId = `${id}-errors`;
  const hintId = `${id}-hint`;
  const hasErrors = errors.length > 0;
  const described = [hasErrors ? errorId : null, hint ? hintId : null, ...describedBy].filter(
    Boolean,
  );

  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': hasErrors || undefined,
        'aria-describedby': described.length ? described.join(' ') : undefined,
      })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldErrors id={errorId} messages={errors} />
      {after}
    </div>
  );
}

/** A text that explains a control, read with it through `aria-describedby`. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-stone-500">
      {children}
    </p>
  );
}

/** The messages of one field: the one way a field's errors are drawn. */
export function FieldErrors({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="space-y-1">
      {messages.map((message) => (
        <li key={message} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </li>
      ))}
    </ul>
  );
}
