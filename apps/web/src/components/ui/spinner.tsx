import { LoaderCircle } from 'lucide-react';

type SpinnerProps = { label: string; className?: string };

/** A spinning ring that screen readers announce by its label. */
export function Spinner({ label, className = 'size-8' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center justify-center text-rose-700">
      <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A whole page waiting for something, e.g. the session. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-cream">
      <Spinner label={label} className="size-10" />
    </main>
  );
}
