import { describe, expect, it } from 'vitest';
import { isQuiet } from '../apps/server/src/modules/notices/local-time';
import { pushReceiverSettings } from './lib/push-receivers';

describe("P13's receivers", () => {
  it('are never in quiet hours, whatever the hour of the run, and get no mail', () => {
    const [settings] = pushReceiverSettings(['member']);
    for (let hour = 0; hour < 24; hour++) {
      const at = new Date(Date.UTC(2026, 11, 7, hour, 30));
      expect(
        isQuiet(at, {
          from: settings!.quietHoursFrom ?? null,
          to: settings!.quietHoursTo ?? null,
          timeZone: settings!.timeZone ?? 'Asia/Baku',
        }),
      ).toBe(false);
    }
    expect(settings!.emailMessages).toBe('off');
  });
});
