import { useEffect, useState } from 'react';
import { calls, useCall } from '../lib/calls';

/**
 * The cameras of this device, for "Switch camera" (shown only with more than one): each press
 * sends the next camera's picture instead of the current one's.
 */
export function useCameras(isWanted: boolean) {
  const { media } = useCall();
  const [cameras, setCameras] = useState<string[]>([]);
  useEffect(() => {
    if (!isWanted) return;
    let isCurrent = true;
    void navigator.mediaDevices
      .enumerateDevices()
      .then((devices) => {
        if (!isCurrent) return;
        setCameras(devices.filter((device) => device.kind === 'videoinput').map((d) => d.deviceId));
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isWanted]);

  const switchCamera = async () => {
    const using = media.local?.getVideoTracks()[0]?.getSettings().deviceId;
    const next = cameras[(cameras.indexOf(using ?? '') + 1) % cameras.length];
    if (!next) return;
    const stream = await navigator.mediaDevices
      .getUserMedia({ video: { deviceId: { exact: next } } })
      .catch(() => null);
    const track = stream?.getVideoTracks()[0];
    if (track) await calls.useCamera(track);
  };

  return { canSwitch: isWanted && cameras.length > 1, switchCamera };
}
