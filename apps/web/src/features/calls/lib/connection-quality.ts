/**
 * Issue 40, item 5: the "poor connection" hint, from WebRTC's own statistics (getStats), read
 * every `QUALITY.sampleMs`. A sample is poor when, over the interval since the previous one:
 *
 * - more than 5 % of the other member's packets were lost (audio drops words, video freezes),
 * - the round trip through the relay takes more than 400 ms (people talk over each other;
 *   ITU-T G.114 puts the limit of a comfortable conversation near 400 ms of delay), or
 * - the audio's jitter is above 50 ms (the jitter buffer starts to stretch speech), or
 * - nothing arrived at all while the call is connected.
 *
 * The hint shows after two poor samples in a row and goes after two good ones, so one lost burst
 * does not make it blink.
 */
export const QUALITY = {
  sampleMs: 2000,
  maxLossRatio: 0.05,
  maxRoundTripSeconds: 0.4,
  maxJitterSeconds: 0.05,
  samplesToChange: 2,
} as const;

/** The totals of one getStats() report that the hint reads. */
export type QualitySample = {
  packetsReceived: number;
  packetsLost: number;
  bytesReceived: number;
  /** Seconds; null before the first measurement. */
  roundTrip: number | null;
  jitter: number | null;
};

type StatsEntry = Record<string, unknown>;
const numberOf = (entry: StatsEntry, key: string): number | null =>
  typeof entry[key] === 'number' ? entry[key] : null;

/** Adds up the inbound RTP streams and reads the selected candidate pair's round trip. */
export function readSample(report: RTCStatsReport): QualitySample {
  const sample: QualitySample = {
    packetsReceived: 0,
    packetsLost: 0,
    bytesReceived: 0,
    roundTrip: null,
    jitter: null,
  };
  report.forEach((value: StatsEntry) => {
    if (value.type === 'inbound-rtp') {
      sample.packetsReceived += numberOf(value, 'packetsReceived') ?? 0;
      sample.packetsLost += Math.max(0, numberOf(value, 'packetsLost') ?? 0);
      sample.bytesReceived += numberOf(value, 'bytesReceived') ?? 0;
      if (value.kind === 'audio') sample.jitter = numberOf(value, 'jitter');
    } else if (value.type === 'candidate-pair' && value.nominated && value.state === 'succeeded') {
      sample.roundTrip = numberOf(value, 'currentRoundTripTime');
    }
  });
  return sample;
}

/** Whether the interval between two samples was poor (see above). */
export function isPoorInterval(previous: QualitySample, current: QualitySample): boolean {
  const received = current.packetsReceived - previous.packetsReceived;
  const lost = current.packetsLost - previous.packetsLost;
  if (current.bytesReceived <= previous.bytesReceived) return true;
  if (received + lost > 0 && lost / (received + lost) > QUALITY.maxLossRatio) return true;
  if ((current.roundTrip ?? 0) > QUALITY.maxRoundTripSeconds) return true;
  return (current.jitter ?? 0) > QUALITY.maxJitterSeconds;
}

/**
 * The hint's next value from its current one and the last samples' verdicts (newest last):
 * it changes only when the last `QUALITY.samplesToChange` agree.
 */
export function nextHint(isShown: boolean, verdicts: readonly boolean[]): boolean {
  const recent = verdicts.slice(-QUALITY.samplesToChange);
  if (recent.length < QUALITY.samplesToChange) return isShown;
  if (recent.every(Boolean)) return true;
  if (recent.every((poor) => !poor)) return false;
  return isShown;
}
