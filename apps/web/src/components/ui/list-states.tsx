import type { ReactNode } from 'react';
import { Surface } from './app-page';
import { Button } from './button';
import { Notice } from './notice';
import { Spinner } from './spinner';

/** A list still loading: the spinner and its label (e.g. 'Yüklənir...'). */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="grid place-items-center py-12">
      <Spinner label={label} />
    </div>
  );
}

/** Grey bars where rows will be, announced once by the spinner's label. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className="space-y-3">
      <span className="sr-only">
        <Spinner label={label} />
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-14 animate-pulse rounded-2xl bg-stone-100"
        />
      ))}
    </div>
  );
}

type ListEmptyProps = {
  title: string;
  text?: ReactNode;
  /** Decorative, above the title. */
  icon?: ReactNode;
  /** Where to go meanwhile, e.g. a link 'Kəşf etməyə başla'. */
  action?: ReactNode;
};

/** A list with nothing to show: what it will hold, and where to go meanwhile. */
export function ListEmpty({ title, text, icon, action }: ListEmptyProps) {
  return (
    <Surface className="text-center">
      {icon}
      <p className="text-lg font-bold text-stone-900">{title}</p>
      {text ? <p className="mt-2 text-base text-pretty text-stone-600">{text}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </Surface>
  );
}

type ListErrorProps = { message: string; retryLabel: string; onRetry: () => void };

/** A list that failed to load: the reason, announced, and a way to try again. */
export function ListError({ message, retryLabel, onRetry }: ListErrorProps) {
  return (
    <Notice tone="error" role="alert">
      <p>{message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Notice>
  );
}

type LoadMoreProps = {
  hasMore: boolean;
  isLoading: boolean;
  onLoad: () => void;
  /** 'Daha çox', and 'Yüklənir...' while the next page is on its way. */
  label: string;
  loadingLabel: string;
};

/** The button under a keyset-paged list; gone on the last page. */
export function LoadMore({ hasMore, isLoading, onLoad, label, loadingLabel }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button
        variant="secondary"
        onClick={onLoad}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
      >
        {isLoading ? loadingLabel : label}
      </Button>
    </div>
  );
}
