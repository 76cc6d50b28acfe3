import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { Input, Textarea } from '../ui/input';
import { useFormField } from './use-form-field';

type CommonProps = {
  name: string;
  id?: string;
  label?: string;
  hint?: ReactNode;
  describedBy?: readonly string[];
  after?: ReactNode;
  className?: string;
};

type TextFieldProps = CommonProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>;

/** A labelled input bound to the surrounding react-hook-form, with its hint and errors. */
export function TextField({
  name,
  id,
  label,
  hint,
  describedBy,
  after,
  className,
  ...inputProps
}: TextFieldProps) {
  const { register } = useFormContext();
  const field = useFormField(name, { id, label });
  return (
    <FormField
      id={field.id}
      label={field.label}
      errors={field.errors}
      hint={hint}
      describedBy={describedBy}
      after={after}
      className={className}
    >
      {(control) => <Input type="text" {...inputProps} {...register(name)} {...control} />}
    </FormField>
  );
}

type TextareaFieldProps = CommonProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>;

/** A labelled multi-line text bound to the surrounding form. */
export function TextareaField({
  name,
  id,
  label,
  hint,
  describedBy,
  after,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  const { register } = useFormContext();
  const field = useFormField(name, { id, label });
  return (
    <FormField
      id={field.id}
      label={field.label}
      errors={field.errors}
      hint={hint}
      describedBy={describedBy}
      after={after}
      className={className}
    >
      {(control) => (
        <Textarea
          rows={3}
          className="resize-y leading-relaxed"
          {...textareaProps}
          {...register(name)}
          {...control}
        />
      )}
    </FormField>
  );
}
