import { FormField } from '../ui/form-field';
import { Textarea } from '../ui/input';

/** The reason a moderator writes for a decision; the member or the audit log reads it. */
export function ReasonField({
  id,
  label,
  value,
  error,
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** Already translated. */
  error: string | null;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} errors={error ? [error] : []}>
      {(control) => (
        <Textarea
          {...control}
          value={value}
          maxLength={maxLength}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
