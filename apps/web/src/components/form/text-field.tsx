import { MAX_AGE, MIN_AGE } from '@vusal/shared/catalog/constants';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { Input, Textarea } from '../ui/input';
import { BoundField, type BoundFieldProps } from './bound-field';

type Frame = 'name' | 'id' | 'className';

type TextFieldProps = BoundFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, Frame> & {
    /** react-hook-form's options, e.g. `deps` to check another field again on change. */
    rules?: RegisterOptions;
  };

/** Splits a field's props into the frame's (BoundField) and the control's. */
function split<T extends BoundFieldProps>(props: T) {
  const { name, id, label, hint, isRequired, describedBy, after, className, ...control } = props;
  return { frame: { name, id, label, hint, isRequired, describedBy, after, className }, control };
}

/** A labelled input bound to the surrounding react-hook-form, with its hint and errors. */
export function TextField({ rules, ...props }: TextFieldProps) {
  const { register } = useFormContext();
  const { frame, control } = split(props);
  return (
    <BoundField {...frame}>
      {(field) => (
        <Input
          type="text"
          aria-required={frame.isRequired || undefined}
          {...control}
          {...register(frame.name, rules)}
          {...field}
        />
      )}
    </BoundField>
  );
}

type TextareaFieldProps = BoundFieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Frame>;

/** A labelled multi-line text bound to the surrounding form. */
export function TextareaField(props: TextareaFieldProps) {
  const { register } = useFormContext();
  const { frame, control } = split(props);
  return (
    <BoundField {...frame}>
      {(field) => (
        <Textarea
          rows={3}
          className="resize-y leading-relaxed"
          aria-required={frame.isRequired || undefined}
          {...control}
          {...register(frame.name)}
          {...field}
        />
      )}
    </BoundField>
  );
}

/** An e-mail address: the keyboard, autofill and spelling hints every e-mail field wants. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={254}
      {...props}
    />
  );
}

/** An age in whole years within the site's bounds, typed on the number keyboard. */
export function AgeField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE} step={1} {...props} />
  );
}
