import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'danger';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-rose-700 text-white shadow-sm shadow-rose-900/20 hover:bg-rose-800',
  secondary: 'bg-white text-stone-800 ring-1 ring-stone-300 ring-inset hover:bg-stone-50',
  ghost: 'text-stone-700 hover:bg-rose-50 hover:text-rose-800',
  inverse: 'bg-white text-rose-800 hover:bg-rose-50',
  danger: 'bg-red-700 text-white shadow-sm shadow-red-900/20 hover:bg-red-800',
};

const sizes: Record<ButtonSize, string> = {
  md: 'h-10 px-4 text-sm whitespace-nowrap',
  lg: 'h-12 px-6 text-base whitespace-nowrap',
};

/** The same sizes for a label that may take two lines (a long translation in a narrow card). */
const wrappingSizes: Record<ButtonSize, string> = {
  md: 'min-h-10 px-4 py-2 text-sm text-center text-balance',
  lg: 'min-h-12 px-6 py-2.5 text-base text-center text-balance',
};

/** The look of a button, for `<button>` and for links that look like one (they stay links). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  { canWrap = false } = {},
): string {
  return `${base} ${variants[variant]} ${(canWrap ? wrappingSizes : sizes)[size]}`;
}

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The label wraps instead of pushing the button out of its container. */
  canWrap?: boolean;
};

export function Button({
  variant,
  size,
  canWrap,
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClasses(variant, size, { canWrap })} ${className}`}
      {...props}
    />
  );
}
