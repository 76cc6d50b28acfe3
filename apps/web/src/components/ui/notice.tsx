import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

type Tone = 'success' | 'error' | 'info';

const tones: Record<Tone, { box: string; Icon: typeof Info }> = {
  success: { box: 'bg-emerald-50 text-emerald-900 ring-emerald-200', Icon: CircleCheck },
  error: { box: 'bg-red-50 text-red-900 ring-red-200', Icon: CircleAlert },
  info: { box: 'bg-sky-50 text-sky-900 ring-sky-200', Icon: Info },
};

type NoticeProps = {
  tone: Tone;
  children: ReactNode;
  /** `alert` for errors that just happened, `status` for good news; none for static text. */
  role?: 'alert' | 'status';
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
};

/** A short message in a tinted box with an icon. */
export function Notice({ tone, children, role, ref, tabIndex }: NoticeProps) {
  const { box, Icon } = tones[tone];
  return (
    <div
      ref={ref}
      role={role}
      tabIndex={tabIndex}
      className={`flex items-start gap-3 rounded-2xl px-4 py-3 text-sm ring-1 ring-inset focus:outline-none focus-visible:outline-2 ${box}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 font-medium">{children}</div>
    </div>
  );
}
