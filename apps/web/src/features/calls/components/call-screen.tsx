import { Camera, CameraOff, Flag, Mic, MicOff, PhoneOff, SwitchCamera } from 'lucide-react';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/translation';
import { calls, useCall } from '../lib/calls';
import type { CallInfo } from '../lib/call-machine';
import { CallPictures } from './call-pictures';
import { formatDuration } from './call-texts';
import { useCameras } from './use-cameras';
import { useConnectionHint } from './use-connection-hint';
import { useNow } from './use-now';

type ControlProps = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** A toggle says whether it is on; a plain action has none. */
  isPressed?: boolean;
  look?: 'plain' | 'end';
};

/** One round control with its label under it (a phone's call screen). */
function Control({ label, icon, onClick, isPressed, look = 'plain' }: ControlProps) {
  const colours =
    look === 'end'
      ? 'bg-red-700 text-white hover:bg-red-800'
      : isPressed
        ? 'bg-stone-900 text-white hover:bg-stone-800'
        : 'bg-white text-stone-900 ring-1 ring-stone-300 hover:bg-stone-50';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isPressed}
      className="flex w-20 flex-col items-center gap-1 text-xs font-semibold text-stone-800"
    >
      <span className={`grid size-14 place-items-center rounded-full shadow-sm ${colours}`}>
        {icon}
      </span>
      <span className="text-center text-balance">{label}</span>
    </button>
  );
}

type CallScreenProps = {
  call: CallInfo;
  /** When the callee answered; null while it still rings out ("Calling…"). */
  answeredAt: number | null;
  onReport: (call: CallInfo) => void;
};

/**
 * Issue 40, item 4: calling out and the call itself, over the whole screen: the pictures, the
 * timer, a "poor connection" hint from WebRTC's statistics, and mute, camera off, switch camera
 * (with more than one camera), Report and End call, all buttons in the tab order, toggles with
 * `aria-pressed`. Only End call (or Cancel) ends it: Escape does nothing, so a call is never
 * hung up by a stray key. The screen says calls are never recorded.
 */
export function CallScreen({ call, answeredAt, onReport }: CallScreenProps) {
  const { t } = useTranslation();
  const { media } = useCall();
  const isActive = answeredAt !== null;
  const now = useNow(isActive);
  const isPoor = useConnectionHint(isActive && media.remote !== null);
  const cameras = useCameras(call.kind === 'video' && isActive);
  const isVideo = call.kind === 'video';

  let status: string;
  if (!isActive) status = t('calls.calling', { name: call.otherName });
  else if (!media.remote) status = t('calls.connecting');
  else status = '';

  return (
    <Modal
      isOpen
      isDismissable={false}
      size="wide"
      title={isActive ? call.otherName : t('calls.calling', { name: call.otherName })}
      description={t('calls.neverRecorded')}
    >
      <CallPictures call={call} media={media} />
      <div className="mt-3 flex min-h-6 flex-wrap items-center justify-center gap-3 text-sm">
        {isActive ? (
          <span role="timer" aria-label={t('calls.timer')} className="font-semibold tabular-nums">
            {formatDuration((now - answeredAt) / 1000)}
          </span>
        ) : null}
        <span role="status" className="text-stone-700">
          {status}
          {isPoor ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
              {t('calls.poorConnection')}
            </span>
          ) : null}
        </span>
      </div>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {isActive ? (
          <>
            <Control
              label={t('calls.mute')}
              icon={media.isMuted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
              isPressed={media.isMuted}
              onClick={() => calls.setMuted(!media.isMuted)}
            />
            {isVideo ? (
              <Control
                label={t('calls.cameraOff')}
                icon={
                  media.isCameraOff ? (
                    <CameraOff aria-hidden="true" />
                  ) : (
                    <Camera aria-hidden="true" />
                  )
                }
                isPressed={media.isCameraOff}
                onClick={() => calls.setCameraOff(!media.isCameraOff)}
              />
            ) : null}
            {cameras.canSwitch ? (
              <Control
                label={t('calls.switchCamera')}
                icon={<SwitchCamera aria-hidden="true" />}
                onClick={() => void cameras.switchCamera()}
              />
            ) : null}
            <Control
              label={t('calls.report')}
              icon={<Flag aria-hidden="true" />}
              onClick={() => onReport(call)}
            />
          </>
        ) : null}
        <Control
          label={isActive ? t('calls.hangUp') : t('calls.cancel')}
          icon={<PhoneOff aria-hidden="true" />}
          look="end"
          onClick={() => void calls.hangUp()}
        />
      </div>
      {isActive ? <p className="mt-3 text-xs text-stone-600">{t('calls.reportHint')}</p> : null}
    </Modal>
  );
}
