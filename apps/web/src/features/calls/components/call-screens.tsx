import { useCall } from '../lib/calls';
import type { CallInfo } from '../lib/call-machine';
import { CallScreen } from './call-screen';
import { IncomingCall } from './incoming-call';

/** The screen of this page's live call: ringing in, or calling out and talking. */
export default function CallScreens({ onReport }: { onReport: (call: CallInfo) => void }) {
  const { state } = useCall();
  if (state.phase === 'incoming') {
    return <IncomingCall call={state.call} ringingUntil={state.ringingUntil} />;
  }
  if (state.phase === 'outgoing' || state.phase === 'active') {
    return (
      <CallScreen
        call={state.call}
        answeredAt={state.phase === 'active' ? state.answeredAt : null}
        onReport={onReport}
      />
    );
  }
  return null;
}
