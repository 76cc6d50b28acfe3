import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { hasError: boolean };

/**
 * Last resort when a chunk or a catalogue cannot load (offline, or a new deploy replaced it).
 * It may show before any catalogue exists, so its short text is in both languages.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <main className="grid min-h-dvh place-items-center bg-rose-50 p-6 text-center">
        <div className="max-w-sm space-y-4">
          <h1 className="text-xl font-semibold text-stone-900">
            Something went wrong · Xəta baş verdi
          </h1>
          <button
            type="button"
            className="rounded-full bg-rose-700 px-5 py-2.5 font-medium text-white hover:bg-rose-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
            onClick={() => window.location.reload()}
          >
            Reload · Yenilə
          </button>
        </div>
      </main>
    );
  }
}
