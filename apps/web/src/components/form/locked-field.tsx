import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

type LockedFieldProps = {
  id: string;
  label: string;
  value: string;
  /** Disabled: locked once a profile exists. Read-only: never the person's to change. */
  lock: 'disabled' | 'readOnly';
  type?: 'text' | 'date' | 'number' | 'email';
  /** Id of the note that says why it cannot be changed. */
  describedBy?: string;
  className?: string;
};

/** A value shown beside a form's fields but not part of the form (SECURITY 11). */
export function LockedField({
  id,
  label,
  value,
  lock,
  type = 'text',
  describedBy,
  className,
}: LockedFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      describedBy={describedBy ? [describedBy] : []}
      className={className}
    >
      {(control) => (
        <Input
          {...control}
          type={type}
          value={value}
          disabled={lock === 'disabled'}
          readOnly={lock === 'readOnly'}
          className="read-only:bg-stone-50 read-only:text-stone-700 disabled:text-stone-600"
        />
      )}
    </FormField>
  );
}
