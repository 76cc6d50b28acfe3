import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { useWatch } from 'react-hook-form';
import { CompletionBar } from '../../../components/member/completion-bar';
import type { EditorValues } from '../lib/editor-values';
import { liveCompletion } from '../lib/live-completion';

/**
 * The completion percentage, sticky at the top while the cards scroll under it. It watches the
 * whole form on its own, so only the bar re-renders as fields are filled.
 */
export function LiveCompletionBar({ locked }: { locked: Pick<OwnProfile, 'fullName' | 'age'> }) {
  const values = useWatch<EditorValues>() as EditorValues;
  return (
    <div className="sticky top-0 z-20 -mx-4 bg-white/90 px-4 py-3 shadow-sm shadow-rose-900/5 backdrop-blur sm:top-2 sm:mx-0 sm:rounded-2xl sm:ring-1 sm:ring-rose-100">
      <CompletionBar id="completion" percent={liveCompletion(locked, values)} />
    </div>
  );
}
