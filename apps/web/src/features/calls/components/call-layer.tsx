import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { calls, useCall } from '../lib/calls';
import type { CallInfo } from '../lib/call-machine';

// The ringing and call screens load when a call first needs them, not with every page.
const CallScreens = lazyComponent(() => import('./call-screens'));
const CallReport = lazyComponent(() => import('./call-report'));

/**
 * Issue 40 on every signed-in page of a member: listens for calls, rings like a phone, shows the
 * call, and says how a call ended (a toast; the chat keeps a line for a missed or declined one,
 * which the server writes). "Report" in a call ends it and opens the report dialog here, so it
 * works on whatever page the call was taken.
 */
export function CallLayer() {
  const { translateKey } = useTranslation();
  const { state } = useCall();
  const [reporting, setReporting] = useState<CallInfo | null>(null);

  // Leaving the signed-in pages (signing out) ends this page's call: nobody would see it.
  useEffect(() => {
    const stop = calls.connect();
    return () => {
      stop();
      void calls.hangUp();
    };
  }, []);

  useEffect(() => {
    if (state.phase !== 'ended') return;
    const key =
      state.reason === 'failed' ? 'calls.connectionFailed' : `calls.ended.${state.reason}`;
    toast.message(translateKey(key));
    calls.dismiss();
  }, [state, translateKey]);

  const report = (call: CallInfo) => {
    setReporting(call);
    void calls.endForReport();
  };

  const isLive =
    state.phase === 'outgoing' || state.phase === 'incoming' || state.phase === 'active';
  return (
    <>
      {isLive ? (
        <Suspense fallback={null}>
          <CallScreens onReport={report} />
        </Suspense>
      ) : null}
      {reporting ? (
        <Suspense fallback={null}>
          <CallReport call={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
