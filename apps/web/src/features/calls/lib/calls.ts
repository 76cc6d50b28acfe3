import { useSyncExternalStore } from 'react';
import { listen, request, send } from '../../../lib/socket';
import { createCallController, type CallSnapshot } from './call-controller';
import { createPeer, openMedia } from './call-peer';

/** This tab's calls, over its one realtime connection (one call at a time per page). */
export const calls = createCallController({
  transport: { listen, request, send },
  createPeer,
  openMedia,
});

/** The call and its media, re-rendering as they change. */
export function useCall(): CallSnapshot {
  return useSyncExternalStore(calls.subscribe, calls.getSnapshot, calls.getSnapshot);
}
