import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** The look of text inputs, selects and text areas; 16px text so phones do not zoom in. */
export const controlClasses =
  'block w-full rounded-xl border-0 bg-white px-4 text-base text-stone-900 shadow-xs ring-1 ring-stone-300 ring-inset transition-shadow placeholder:text-stone-400 hover:ring-stone-400 focus:ring-2 focus:ring-rose-600 disabled:bg-stone-100 aria-invalid:ring-2 aria-invalid:ring-red-600';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className = '', ...props }: InputProps) {
  return <input className={`${controlClasses} h-12 ${className}`} {...props} />;
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/** A native select: the most usable picker on phones, and accessible without help. */
export function Select({ className = '', ...props }: SelectProps) {
  return <select className={`${controlClasses} h-12 pr-10 ${className}`} {...props} />;
}

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
};

export function Textarea({ className = '', ...props }: TextareaProps) {
  return <textarea className={`${controlClasses} min-h-28 py-3 ${className}`} {...props} />;
}
