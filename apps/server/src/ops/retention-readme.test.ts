import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  EXPIRED_SWEEP_MINUTES,
  retentionPeriod,
  retentionRules,
} from '@vusal/shared/catalog/retention';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { createLocalStorage } from '../infra/storage/local-storage';
import { defaultAuthLimits } from '../modules/auth';
import { createMediaService } from '../modules/media';
import { retentionJobs } from './retention-jobs';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('\n### Retention\n'));
const HOUR_MS = 60 * 60 * 1000;

describe("the README's retention table (issue 36, item 6)", () => {
  it('names each rule with the period, job and schedule the server uses', () => {
    const storage = createLocalStorage(tmpdir());
    const jobs = retentionJobs({
      clock: systemClock,
      media: createMediaService({ storage }),
      storage,
      limits: defaultAuthLimits,
      log: { warn: () => {} },
    });
    const rows = section
      .slice(0, section.indexOf('\n## '))
      .split('\n')
      .filter((line) => /^\| `[a-zA-Z]+` /.test(line));
    expect(rows.map((row) => /^\| `(\w+)`/.exec(row)![1])).toEqual(retentionRules);
    for (const [index, rule] of retentionRules.entries()) {
      const row = rows[index]!;
      const job = jobs[rule];
      expect(row).toContain(`\`${job.name}\``);
      const length = retentionPeriod(rule);
      if ('hours' in length) {
        expect(row).toContain(`| ${length.hours} hour after`);
        expect(row).toContain(`every ${EXPIRED_SWEEP_MINUTES} minutes`);
        expect(job.intervalMs).toBe(EXPIRED_SWEEP_MINUTES * 60 * 1000);
      } else if (length.days === 0) {
        expect(row).toContain('once expired');
        expect(row).toContain(`every ${EXPIRED_SWEEP_MINUTES} minutes`);
        expect(job.intervalMs).toBe(EXPIRED_SWEEP_MINUTES * 60 * 1000);
      } else {
        expect(row).toContain(`| ${length.days} days after`);
        expect(row).toContain('hourly');
        expect(job.intervalMs).toBe(HOUR_MS);
      }
    }
  });
});
