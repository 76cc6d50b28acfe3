import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { controlClasses } from './input';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  ref?: Ref<HTMLInputElement>;
  /** The toggle's one name ("Show password"); `aria-pressed` says whether it is shown. */
  toggleLabel: string;
};

/**
 * A password input with a show/hide toggle; the text is used exactly as typed. The toggle is a
 * pressed button that keeps its name, so a screen reader announces the state, not a new button.
 */
export function PasswordInput({ toggleLabel, className = '', ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        type={isVisible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={`${controlClasses} h-12 pr-12 ${className}`}
        {...props}
      />
      <button
        type="button"
        aria-label={toggleLabel}
        aria-pressed={isVisible}
        aria-controls={props.id}
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-xl text-stone-500 hover:text-rose-700"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
