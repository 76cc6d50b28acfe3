import { Camera } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCamera } from '../lib/use-camera';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

type CameraViewProps = {
  onCapture: (file: File) => void;
  onFailure: () => void;
  labels: { preview: string; starting: string; capture: string };
  /** Said under the picture, e.g. what must be in it. */
  hint?: string;
  /** The way out beside the capture button: back, or a file instead. */
  secondary: ReactNode;
};

/**
 * The live front camera, mirrored like a mirror; the photo taken is not mirrored. One view for
 * the profile photo and the selfie check, each with its own words and way out.
 */
export function CameraView({ onCapture, onFailure, labels, hint, secondary }: CameraViewProps) {
  const { videoRef, status, capture } = useCamera(onFailure);

  const take = async () => {
    const file = await capture();
    if (file) onCapture(file);
    else onFailure();
  };

  return (
    <div className="grid gap-3">
      <div className="relative aspect-4/3 overflow-hidden rounded-2xl bg-stone-900">
        <video
          ref={videoRef}
          autoPlay
          playsInline
          muted
          aria-label={labels.preview}
          className="size-full -scale-x-100 object-cover"
        />
        {status === 'starting' ? (
          <div className="absolute inset-0 grid place-items-center">
            <Spinner label={labels.starting} className="size-8 text-white" />
          </div>
        ) : null}
      </div>
      {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {secondary}
        <Button onClick={() => void take()} disabled={status !== 'live'}>
          <Camera aria-hidden="true" className="size-4" />
          {labels.capture}
        </Button>
      </div>
    </div>
  );
}
