import type { Clock } from '../../clock';
import type { Call } from './calls.repository';

/** Which page of each party a live call relays between. */
export type Route = Pick<Call, 'callerId' | 'callerSocket' | 'calleeId' | 'calleeSocket'>;

// P14: long enough that a call's burst of ICE candidates reads the database once, short enough
// that a call ended on another node stops being relayed here within it.
const ROUTE_TTL_MS = 5_000;

/**
 * P14: answered calls' routes as this node last read them, so relaying a signal reads no
 * database. Dropped when this node ends the call or one of its pages closes here; an end decided
 * on another node is seen at the next read, at most ROUTE_TTL_MS later (the parties' pages have
 * been told at once, and ignore a signal of a call they know ended).
 */
export function createCallRoutes(
  read: (callId: string) => Promise<Call | undefined>,
  clock: Clock,
) {
  const routes = new Map<string, { route: Route; readUntil: number }>();

  function remember(callId: string, call: Call) {
    if (call.state !== 'active') return;
    routes.set(callId, { route: call, readUntil: clock.now().getTime() + ROUTE_TTL_MS });
  }

  return {
    remember,

    /** The live call's route, from memory while it is fresh; undefined once the call ended. */
    async of(callId: string): Promise<Route | undefined> {
      const known = routes.get(callId);
      if (known && known.readUntil > clock.now().getTime()) return known.route;
      routes.delete(callId);
      const call = await read(callId);
      if (!call || call.state === 'ended') return undefined;
      remember(callId, call);
      return call;
    },

    forget: (callId: string) => routes.delete(callId),

    /** A page closed here: the routes through it go. */
    forgetSocket(socketId: string) {
      for (const [callId, { route }] of routes) {
        if (route.callerSocket === socketId || route.calleeSocket === socketId)
          routes.delete(callId);
      }
    },

    clear: () => routes.clear(),
  };
}
