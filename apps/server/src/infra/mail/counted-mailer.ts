import type { Metrics } from '../metrics/metrics';
import type { Mailer } from './mail.types';

/** The mailer, counting each mail it sent or failed to send (issue 36), whichever kind it is. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.count('mailFailed');
        throw error;
      }
      metrics.count('mailSent');
    },
    outbox: () => mailer.outbox(),
    close: () => mailer.close(),
  };
}
