import { Spinner } from '../../../components/ui/spinner';

/**
 * Grey chat rows while the list loads (issue 37): the screen keeps its shape on a slow network.
 * Screen readers hear the label once, not the shapes.
 */
export function ChatListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">
        <Spinner label={label} />
      </span>
      <ul aria-hidden="true" className="animate-pulse divide-y divide-stone-100">
        {[0, 1, 2, 3].map((row) => (
          <li key={row} className="flex items-center gap-3 px-3 py-3">
            <span className="size-12 shrink-0 rounded-full bg-stone-200" />
            <span className="grid flex-1 gap-2">
              <span className="h-4 w-1/2 rounded-full bg-stone-200" />
              <span className="h-3 w-3/4 rounded-full bg-stone-100" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Grey bubbles, one side then the other, while a conversation loads. */
export function ConversationSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">
        <Spinner label={label} />
      </span>
      <div aria-hidden="true" className="grid animate-pulse gap-3">
        {['w-2/3', 'ml-auto w-1/2', 'w-1/2', 'ml-auto w-2/3'].map((bubble) => (
          <div key={bubble} className={`h-10 rounded-2xl bg-stone-200 ${bubble}`} />
        ))}
      </div>
    </div>
  );
}
