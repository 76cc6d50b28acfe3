import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { Input, Textarea } from '../ui/input';
import { useFormField } from './use-form-field';

type CommonProps = {
  name: string;
  id?: string;
  label?: ReactNode;
  hint?: ReactNode;
  /** Said after the label in words, and to screen readers with `aria-required`. */
  isRequired?: boolean;
  describedBy?: readonly string[];
  after?: ReactNode;
  className?: string;
};

type TextFieldProps = CommonProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'> & {
    /** react-hook-form's options, e.g. `deps` to check another field again on change. */
    rules?: RegisterOptions;
  };

/** A labelled input bound to the surrounding react-hook-form, with its hint and errors. */
export function TextField({
  name,
  id,
  label,
  hint,
  describedBy,
  after,
  className,
  isRequired = false,
  rules,
  ...inputProps
}: TextFieldProps) {
  const { register } = useFormContext();
  const field = useFormField(name, { id, label, isRequired });
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
        <Input
          type="text"
          aria-required={isRequired || undefined}
          {...inputProps}
          {...register(name, rules)}
          {...control}
        />
      )}
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
  isRequired = false,
  ...textareaProps
}: TextareaFieldProps) {
  const { register } = useFormContext();
  const field = useFormField(name, { id, label, isRequired });
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
          aria-required={isRequired || undefined}
          {...textareaProps}
          {...register(name)}
          {...control}
        />
      )}
    </FormField>
  );
}
