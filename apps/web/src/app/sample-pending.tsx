import type { ReactNode } from 'react';
import { PendingApproval } from '../features/account/components/pending-approval-screen';
import { previewRejection } from '../lib/preview/sample-rejection';

/**
 * Admin preview's pending screen of a profile an admin asked to change (issue 23, item 9): an
 * admin is never pending, so the dashboard shows it when its address asks for the sample.
 */
export const rejectedSamplePath = '/dashboard?sample=rejected&admin=true';

export function isRejectedSampleAsked(params: URLSearchParams): boolean {
  return params.get('sample') === 'rejected';
}

export function SampleRejectedPending({ actions }: { actions: ReactNode }) {
  return <PendingApproval actions={actions} rejection={previewRejection} />;
}
