import type { Clock } from '../../clock';
import type { Mailer } from '../../infra/mail/mail.types';
import type { Notifier } from '../realtime';
import type { NoticesRepository } from './notices.repository';
import type { PushRepository } from './push.repository';
import type { PushSender } from './push-sender';

/** What telling anyone anything needs: a member's notices and a guardian's alike. */
export type NoticeDependencies = {
  repository: NoticesRepository;
  push: PushRepository;
  sender: Pick<PushSender, 'send'>;
  notifier: Pick<Notifier, 'isOnline'>;
  mailer: Mailer;
  clock: Clock;
  log: { error(object: object, message: string): void };
  publicUrl: string;
};
