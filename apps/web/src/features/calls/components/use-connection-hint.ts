import { useEffect, useState } from 'react';
import { calls } from '../lib/calls';
import {
  isPoorInterval,
  nextHint,
  QUALITY,
  readSample,
  type QualitySample,
} from '../lib/connection-quality';

/** Whether the call shows "Poor connection" (lib/connection-quality), sampled while connected. */
export function useConnectionHint(isConnected: boolean): boolean {
  const [isPoor, setPoor] = useState(false);
  useEffect(() => {
    if (!isConnected) return;
    let previous: QualitySample | null = null;
    const verdicts: boolean[] = [];
    const timer = setInterval(() => {
      void calls.getStats().then((report) => {
        if (!report) return;
        const sample = readSample(report);
        if (previous) {
          verdicts.push(isPoorInterval(previous, sample));
          verdicts.splice(0, Math.max(0, verdicts.length - QUALITY.samplesToChange));
          setPoor((shown) => nextHint(shown, verdicts));
        }
        previous = sample;
      });
    }, QUALITY.sampleMs);
    return () => {
      clearInterval(timer);
      setPoor(false);
    };
  }, [isConnected]);
  return isPoor;
}
