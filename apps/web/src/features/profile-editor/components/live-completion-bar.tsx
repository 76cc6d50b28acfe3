import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { useWatch } from 'react-hook-form';
import type { EditorValues } from '../lib/editor-values';
import { liveCompletion } from '../lib/live-completion';
import { CompletionBar } from './completion-bar';

/** Watches the whole form on its own, so only the bar re-renders as fields are filled. */
export function LiveCompletionBar({ locked }: { locked: Pick<OwnProfile, 'fullName' | 'age'> }) {
  const values = useWatch<EditorValues>() as EditorValues;
  return <CompletionBar percent={liveCompletion(locked, values)} />;
}
