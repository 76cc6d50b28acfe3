import type { ComponentProps } from 'react';
import { Button } from '../ui/button';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  /** The request is on its way: the button says so and is busy for assistive technology. */
  isPending: boolean;
  label: string;
  pendingLabel: string;
};

/** A form's large submit button, full width unless told otherwise. */
export function SubmitButton({
  isPending,
  label,
  pendingLabel,
  className = 'w-full',
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      className={className}
      aria-busy={isPending || undefined}
      {...props}
    >
      {isPending ? pendingLabel : label}
    </Button>
  );
}
