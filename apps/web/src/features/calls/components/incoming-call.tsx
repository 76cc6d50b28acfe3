import { Phone, PhoneOff, Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { CallRefused } from '../lib/call-controller';
import { calls } from '../lib/calls';
import type { CallInfo } from '../lib/call-machine';
import { useCallErrorText } from './call-texts';
import { useNow } from './use-now';

/**
 * Issue 40, item 2: an incoming call rings on every open page of the member, over whatever
 * they were doing: who calls, voice or video, the seconds left, Accept and Decline. Only those
 * two end it (or the ringing time, or the caller): Escape does nothing, so no stray key
 * declines someone. Focus starts on Accept.
 */
export function IncomingCall({ call, ringingUntil }: { call: CallInfo; ringingUntil: number }) {
  const { t } = useTranslation();
  const errorText = useCallErrorText();
  const [isAnswering, setAnswering] = useState(false);
  const secondsLeft = Math.max(0, Math.ceil((ringingUntil - useNow()) / 1000));
  const isVideo = call.kind === 'video';

  const accept = async () => {
    setAnswering(true);
    try {
      await calls.accept();
    } catch (error) {
      toast.error(errorText(error instanceof CallRefused ? error.code : 'NETWORK'));
    }
  };

  return (
    <Modal
      isOpen
      isDismissable={false}
      size="card"
      title={t(isVideo ? 'calls.incomingVideo' : 'calls.incomingVoice', { name: call.otherName })}
      description={t('calls.neverRecorded')}
    >
      <p className="mt-4 flex items-center justify-center gap-2 text-stone-700">
        {isVideo ? (
          <Video
            aria-hidden="true"
            className="size-6 animate-pulse text-rose-700 motion-reduce:animate-none"
          />
        ) : (
          <Phone
            aria-hidden="true"
            className="size-6 animate-pulse text-rose-700 motion-reduce:animate-none"
          />
        )}
        <span role="timer" aria-label={t('callScreen.ringingFor')}>
          {t('callScreen.secondsLeft', { count: secondsLeft })}
        </span>
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button size="lg" disabled={isAnswering} onClick={() => void accept()}>
          {isVideo ? (
            <Video aria-hidden="true" className="size-5" />
          ) : (
            <Phone aria-hidden="true" className="size-5" />
          )}
          {t('calls.accept')}
        </Button>
        <Button
          size="lg"
          variant="danger"
          disabled={isAnswering}
          onClick={() => void calls.decline()}
        >
          <PhoneOff aria-hidden="true" className="size-5" />
          {t('calls.decline')}
        </Button>
      </div>
    </Modal>
  );
}
