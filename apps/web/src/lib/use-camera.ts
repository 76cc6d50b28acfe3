import { CAMERA_CAPTURE } from '@vusal/shared/catalog/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraStatus = 'starting' | 'live' | 'failed';

/** Whether this browser can be asked for a camera at all (it needs a secure context). */
export function canUseCamera(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * The front camera at 640×480 (details.md section 9) shown in `videoRef`, started on mount
 * and stopped on unmount, so the camera light never stays on after the view is left.
 */
export function useCamera(onFailure: () => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<CameraStatus>('starting');
  const onFailureRef = useRef(onFailure);
  useEffect(() => {
    onFailureRef.current = onFailure;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let isCancelled = false;
    const { width, height } = CAMERA_CAPTURE;
    navigator.mediaDevices
      .getUserMedia({ video: { width, height, facingMode: 'user' }, audio: false })
      .then(async (granted) => {
        stream = granted;
        if (isCancelled || !videoRef.current)
          return granted.getTracks().forEach((track) => track.stop());
        videoRef.current.srcObject = granted;
        await videoRef.current.play().catch(() => undefined);
        setStatus('live');
      })
      .catch(() => {
        if (isCancelled) return;
        setStatus('failed');
        onFailureRef.current();
      });
    return () => {
      isCancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const capture = useCallback(
    () => (videoRef.current ? captureFrame(videoRef.current) : Promise.resolve(null)),
    [],
  );

  return { videoRef, status, capture };
}

/** The current frame as a JPEG file (quality 0.9), at the video's own size. */
export function captureFrame(video: HTMLVideoElement): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || CAMERA_CAPTURE.width;
  canvas.height = video.videoHeight || CAMERA_CAPTURE.height;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) =>
        resolve(blob ? new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' }) : null),
      'image/jpeg',
      CAMERA_CAPTURE.jpegQuality,
    ),
  );
}
