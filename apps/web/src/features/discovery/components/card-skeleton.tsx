/** The shape of a candidate card while it loads; screen readers hear the page's status instead. */
export function CardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-rose-100"
    >
      <div className="aspect-[4/5] max-h-[55dvh] w-full bg-rose-100/70" />
      <div className="grid gap-3 p-5">
        <div className="h-6 w-2/3 rounded-full bg-stone-200" />
        <div className="h-4 w-1/3 rounded-full bg-stone-200" />
        <div className="h-4 w-full rounded-full bg-stone-100" />
        <div className="h-4 w-5/6 rounded-full bg-stone-100" />
      </div>
    </div>
  );
}
