import { Camera } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useCamera } from '../../../../lib/use-camera';

type CameraViewProps = {
  onCapture: (file: File) => void;
  onCancel: () => void;
  onFailure: () => void;
};

/** The live front camera, mirrored like a mirror; the photo taken is not mirrored. */
export function CameraView({ onCapture, onCancel, onFailure }: CameraViewProps) {
  const { t } = useTranslation();
  const { videoRef, status, capture } = useCamera(onFailure);

  const take = async () => {
    const file = await capture();
    if (file) onCapture(file);
    else onFailure();
  };

  return (
    <div className="space-y-4">
      <div className="relative aspect-4/3 overflow-hidden rounded-2xl bg-stone-900">
        <video
          ref={videoRef}
          autoPlay
          playsInline
          muted
          aria-label={t('editor.photo.cameraPreview')}
          className="size-full -scale-x-100 object-cover"
        />
        {status === 'starting' ? (
          <div className="absolute inset-0 grid place-items-center">
            <Spinner label={t('editor.photo.cameraStarting')} className="size-8 text-white" />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('editor.photo.cameraCancel')}
        </Button>
        <Button onClick={() => void take()} disabled={status !== 'live'}>
          <Camera aria-hidden="true" className="size-4" />
          {t('editor.photo.capture')}
        </Button>
      </div>
    </div>
  );
}
