import { Camera, ImagePlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCamera } from '../../../lib/use-camera';
import { useTranslation } from '../../../lib/translation';

type SelfieCameraProps = {
  onCapture: (file: File) => void;
  onFailure: () => void;
  onChooseFile: () => void;
};

/** The live front camera, mirrored like a mirror; the picture taken is not mirrored. */
export function SelfieCamera({ onCapture, onFailure, onChooseFile }: SelfieCameraProps) {
  const { t } = useTranslation();
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
          aria-label={t('verification.camera')}
          className="size-full -scale-x-100 object-cover"
        />
        {status === 'starting' ? (
          <div className="absolute inset-0 grid place-items-center">
            <Spinner label={t('verification.cameraStarting')} className="size-8 text-white" />
          </div>
        ) : null}
      </div>
      <p className="text-sm text-stone-600">{t('verification.cameraHint')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onChooseFile}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('verification.useFile')}
        </Button>
        <Button onClick={() => void take()} disabled={status !== 'live'}>
          <Camera aria-hidden="true" className="size-4" />
          {t('verification.takePhoto')}
        </Button>
      </div>
    </div>
  );
}
