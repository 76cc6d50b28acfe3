import { Spinner } from './spinner';

/** A whole page waiting for its data, saying so in words ('Profil yüklənir...'), not just a ring. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-cream px-4">
      <div className="flex flex-col items-center gap-3">
        {/* The ring's status carries the text for screen readers; the visible copy is not read twice. */}
        <Spinner label={label} className="size-10" />
        <p aria-hidden="true" className="text-base font-medium text-stone-600">
          {label}
        </p>
      </div>
    </main>
  );
}
