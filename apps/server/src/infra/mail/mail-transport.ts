import { Worker } from 'node:worker_threads';
import type { SendMailOptions } from 'nodemailer';

type MailTransportOptions = {
  /** SMTP when set; otherwise each message comes back as the raw MIME, for the outbox. */
  smtpUrl?: string;
  from: string;
};

/** What `mail-worker.mjs` answers about each message it was given, once. */
type WorkerReport =
  | { id: number; raw?: Uint8Array; error?: undefined }
  | { id: number; error: { message: string; code?: string } };

type Waiting = { resolve(raw: Buffer | undefined): void; reject(error: Error): void };

const WORKER_URL = new URL('./mail-worker.mjs', import.meta.url);

/**
 * nodemailer in a worker thread (issue 35): `send` hands the composed fields to the worker,
 * which builds the MIME message and sends it over SMTP, or hands it back as raw bytes for the
 * development outbox. Both mailers go through it, so the event loop never builds a message. The
 * worker starts with the first mail: a node or a test that sends none never starts one.
 */
export function createMailTransport(options: MailTransportOptions) {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();
  const onTheirWay = new Set<Promise<unknown>>();

  function report(message: WorkerReport): void {
    const settle = waiting.get(message.id);
    waiting.delete(message.id);
    if (waiting.size === 0) worker?.unref();
    if (message.error) {
      settle?.reject(Object.assign(new Error(message.error.message), { code: message.error.code }));
    } else {
      const { raw } = message;
      settle?.resolve(raw && Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength));
    }
  }

  function failAll(error: Error): void {
    for (const settle of waiting.values()) settle.reject(error);
    waiting.clear();
  }

  function start(): Worker {
    const started = new Worker(WORKER_URL, { workerData: options });
    started.on('message', report);
    // The mails it held fail with it (their senders log them); the next mail starts a new one.
    started.on('error', failAll);
    started.on('exit', () => {
      failAll(new Error('mail worker stopped'));
      if (worker === started) worker = undefined;
    });
    return started;
  }

  return {
    /** Resolves with the raw message (outbox) or once the SMTP server took it. */
    send(message: SendMailOptions): Promise<Buffer | undefined> {
      worker ??= start();
      // A mail on its way keeps the process alive, as its socket would; an idle worker does not.
      if (waiting.size === 0) worker.ref();
      const id = nextId++;
      const sent = new Promise<Buffer | undefined>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
      });
      worker.postMessage({ id, message });
      const settled = sent.catch(() => undefined).finally(() => onTheirWay.delete(settled));
      onTheirWay.add(settled);
      return sent;
    },
    /** Lets the mails on their way finish, then stops the worker and its connections. */
    async close(): Promise<void> {
      const stopping = worker;
      worker = undefined;
      if (!stopping) return;
      await Promise.all(onTheirWay);
      await stopping.terminate();
    },
  };
}
