import type { Clock } from '../../clock';
import type { Job } from '../../infra/jobs';
import type { Mailer } from '../../infra/mail/mail.types';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import {
  createVisitorNoticesRepository,
  VISITORS_NOTICE_GAP_MS,
} from './visitor-notices.repository';
import { createVisitorsRepository } from './visitors.repository';

/**
 * Issue 38, item 5 (decision 045): the weekly visitors notice, off unless the member turned it
 * on. It counts the visitors the list would show that are new since the last notice and since
 * the member last opened the list; with none, nothing goes and the week is not spent. Each
 * notice is claimed atomically first, so however many runs race, one mail a week at most.
 */
export function visitorsNoticeJob(deps: {
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  log: { error(o: object, m: string): void };
  intervalMs?: number;
}): Job {
  return {
    name: 'visitors-notices',
    intervalMs: deps.intervalMs ?? 60 * 60 * 1000,
    async run(db) {
      const now = deps.clock.now();
      const notices = createVisitorNoticesRepository(db);
      const visitors = createVisitorsRepository(db);
      for (const member of await notices.due(now)) {
        const weekAgo = new Date(now.getTime() - VISITORS_NOTICE_GAP_MS);
        const since = [member.sentAt ?? weekAgo, member.viewedAt].reduce<Date>(
          (latest, at) => (at && at > latest ? at : latest),
          new Date(0),
        );
        const count = await visitors.countSince(member.userId, since, 100);
        if (count === 0 || !(await notices.claim(member.userId, now))) continue;
        sendInBackground(deps, {
          to: member.email,
          kind: 'visitors-notice',
          language: member.language,
          data: {
            name: member.name,
            count,
            link: siteLink(deps.publicUrl, member, '/visitors'),
            settingsLink: siteLink(deps.publicUrl, member, '/preferences'),
          },
        });
      }
    },
  };
}
