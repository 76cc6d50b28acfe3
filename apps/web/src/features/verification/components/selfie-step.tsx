import type { VerificationPose } from '@vusal/shared/catalog/verification';
import { ImagePlus, RotateCcw, Send } from 'lucide-react';
import { useId } from 'react';
import { CameraView } from '../../../components/camera-view';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { UploadProgress } from '../../../components/upload-progress';
import { useMessageTranslator } from '../../../lib/form-messages';
import { useTranslation } from '../../../lib/translation';
import { useSelfie } from '../hooks/use-selfie';
import { PosePicture } from './pose-picture';
import { SelfieFile } from './selfie-file';

type SelfieStepProps = { pose: VerificationPose; code: string };

/**
 * The try in progress (issue 23, item 1): the pose in words and as a picture, the code to write
 * on paper, then the selfie taken, looked at and sent.
 */
export function SelfieStep({ pose, code }: SelfieStepProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const selfie = useSelfie();
  const poseId = useId();
  const fileId = useId();
  const problemId = useId();
  const problem = selfie.problem ? (
    <div id={problemId}>
      <Notice tone="error" role="alert">
        {translate(selfie.problem)}
      </Notice>
    </div>
  ) : null;

  return (
    <div className="grid gap-6">
      <section aria-labelledby={`${poseId}-title`} className="grid gap-3">
        <h2 id={`${poseId}-title`} className="text-lg font-bold text-stone-900">
          {t('verification.poseTitle')}
        </h2>
        <div className="flex flex-col items-center gap-4 sm:flex-row">
          <PosePicture pose={pose} labelledBy={poseId} />
          <p id={poseId} className="text-xl font-semibold text-pretty text-stone-900">
            {t(`verification.poses.${pose}`)}
          </p>
        </div>
      </section>

      <section aria-labelledby={`${poseId}-code`} className="grid gap-2">
        <h2 id={`${poseId}-code`} className="text-lg font-bold text-stone-900">
          {t('verification.codeTitle')}
        </h2>
        <p className="w-fit rounded-2xl bg-amber-50 px-5 py-3 font-mono text-4xl font-bold tracking-[0.3em] text-stone-900 ring-1 ring-amber-200">
          <span className="sr-only">{t('verification.codeLabel', { code: '' })}</span>
          <span>{code}</span>
        </p>
      </section>

      <section aria-labelledby={`${poseId}-selfie`} className="grid gap-3">
        <h2 id={`${poseId}-selfie`} className="text-lg font-bold text-stone-900">
          {selfie.view === 'review' ? t('verification.preview') : t('verification.camera')}
        </h2>
        {selfie.view === 'camera' ? (
          <CameraView
            onCapture={selfie.captured}
            onFailure={selfie.cameraFailed}
            labels={{
              preview: t('verification.camera'),
              starting: t('verification.cameraStarting'),
              capture: t('verification.takePhoto'),
            }}
            hint={t('verification.cameraHint')}
            secondary={
              <Button variant="ghost" onClick={selfie.chooseFile}>
                <ImagePlus aria-hidden="true" className="size-4" />
                {t('verification.useFile')}
              </Button>
            }
          />
        ) : null}
        {selfie.view === 'file' ? (
          <>
            <SelfieFile
              id={fileId}
              isCameraMissing={selfie.isCameraRefused}
              describedBy={problem ? problemId : undefined}
              onFile={selfie.pick}
            />
            {problem}
          </>
        ) : null}
        {selfie.view === 'review' && selfie.chosen ? (
          <div className="grid gap-3">
            <img
              src={selfie.chosen.previewUrl}
              alt={t('verification.preview')}
              className="aspect-4/3 w-full rounded-2xl bg-stone-100 object-contain"
            />
            {problem}
            {selfie.progress !== null ? <UploadProgress fraction={selfie.progress} /> : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={selfie.retake} disabled={selfie.isSending}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('verification.retake')}
              </Button>
              <Button onClick={selfie.submit} disabled={selfie.isSending}>
                <Send aria-hidden="true" className="size-4" />
                {selfie.isSending ? t('verification.sending') : t('verification.send')}
              </Button>
            </div>
          </div>
        ) : null}
      </section>
    </div>
  );
}
