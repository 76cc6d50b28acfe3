import { describe, expect, it } from 'vitest';
import { isPoorInterval, nextHint, readSample, type QualitySample } from './connection-quality';

const sample = (over: Partial<QualitySample> = {}): QualitySample => ({
  packetsReceived: 1000,
  packetsLost: 0,
  bytesReceived: 100_000,
  roundTrip: 0.05,
  jitter: 0.01,
  ...over,
});

describe('the poor-connection hint (issue 40, item 5)', () => {
  it('reads the inbound streams and the selected pair of a getStats report', () => {
    const report = new Map<string, Record<string, unknown>>([
      [
        'a',
        {
          type: 'inbound-rtp',
          kind: 'audio',
          packetsReceived: 10,
          packetsLost: 1,
          bytesReceived: 500,
          jitter: 0.02,
        },
      ],
      [
        'v',
        {
          type: 'inbound-rtp',
          kind: 'video',
          packetsReceived: 30,
          packetsLost: 0,
          bytesReceived: 9000,
        },
      ],
      [
        'p',
        { type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: 0.12 },
      ],
      ['q', { type: 'candidate-pair', nominated: false, state: 'failed', currentRoundTripTime: 9 }],
    ]);
    expect(readSample(report as unknown as RTCStatsReport)).toEqual({
      packetsReceived: 40,
      packetsLost: 1,
      bytesReceived: 9500,
      roundTrip: 0.12,
      jitter: 0.02,
    });
  });

  it('calls an interval poor past 5 % loss, 400 ms round trip, 50 ms jitter, or silence', () => {
    const before = sample();
    const flowing = { packetsReceived: 1100, bytesReceived: 110_000 };
    expect(isPoorInterval(before, sample(flowing))).toBe(false);
    expect(isPoorInterval(before, sample({ ...flowing, packetsLost: 6 }))).toBe(true);
    expect(isPoorInterval(before, sample({ ...flowing, packetsLost: 5 }))).toBe(false);
    expect(isPoorInterval(before, sample({ ...flowing, roundTrip: 0.45 }))).toBe(true);
    expect(isPoorInterval(before, sample({ ...flowing, jitter: 0.08 }))).toBe(true);
    expect(isPoorInterval(before, sample())).toBe(true);
  });

  it('changes only when two samples in a row agree', () => {
    expect(nextHint(false, [true])).toBe(false);
    expect(nextHint(false, [false, true])).toBe(false);
    expect(nextHint(false, [true, true])).toBe(true);
    expect(nextHint(true, [true, false])).toBe(true);
    expect(nextHint(true, [false, false])).toBe(false);
  });
});
