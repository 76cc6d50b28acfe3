import { UserRound } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { CallMedia } from '../lib/call-controller';
import type { CallInfo } from '../lib/call-machine';

/** Plays a stream in a media element (React has no prop for `srcObject`). */
function useStream(stream: MediaStream | null) {
  return useCallback(
    (element: HTMLMediaElement | null) => {
      if (element && element.srcObject !== stream) element.srcObject = stream;
    },
    [stream],
  );
}

/**
 * The other member's picture large and one's own small in its corner (a video call), or their
 * initial (a voice call, and until their video arrives). A voice call plays through an audio
 * element; a video call's sound comes with its picture. One's own picture is muted, so nobody
 * hears themselves.
 */
export function CallPictures({ call, media }: { call: CallInfo; media: CallMedia }) {
  const { t } = useTranslation();
  const remote = useStream(media.remote);
  const local = useStream(media.local);
  const isVideo = call.kind === 'video';
  return (
    <div
      className={
        isVideo
          ? 'relative mt-4 grid aspect-[3/4] max-h-[55dvh] w-full place-items-center overflow-hidden rounded-3xl bg-stone-900 sm:aspect-video'
          : 'mt-6 grid place-items-center py-6'
      }
    >
      {isVideo && media.remote ? (
        <video
          ref={remote}
          autoPlay
          playsInline
          aria-label={t('calls.remoteVideo', { name: call.otherName })}
          className="size-full object-cover"
        />
      ) : (
        <>
          <span
            aria-hidden="true"
            className="grid size-28 place-items-center rounded-full bg-rose-700 text-5xl font-bold text-white"
          >
            {call.otherName.slice(0, 1).toUpperCase() || <UserRound className="size-12" />}
          </span>
          {media.remote ? <audio ref={remote} autoPlay /> : null}
        </>
      )}
      {isVideo && media.local ? (
        <video
          ref={local}
          autoPlay
          playsInline
          muted
          aria-label={t('calls.localVideo')}
          className={`absolute right-3 bottom-3 aspect-[3/4] w-24 rounded-2xl object-cover ring-2 ring-white sm:w-36 ${media.isCameraOff ? 'invisible' : ''}`}
        />
      ) : null}
    </div>
  );
}
