// @ts-check
// The mail worker thread (issue 35, decision 069): nodemailer builds each message's MIME
// (headers, the quoted-printable text and HTML, boundaries, a Message-ID) and sends it, over
// SMTP or into a buffer for the development outbox, so none of that runs on the server's event
// loop, where it was a large part of the node's CPU per like (docs/performance.md). Plain
// JavaScript importing only Node and nodemailer, for the reasons `push-worker.mjs` (the notices
// module) gives: no tsx loader in a worker, no vitest transform. `mail-transport.ts` owns it and
// types its messages.
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';

/**
 * @typedef {{ smtpUrl?: string; from: string }} MailWorkerSettings
 * @typedef {{ id: number; message: import('nodemailer').SendMailOptions }} MailJob
 */

/** @type {MailWorkerSettings} */
const settings = workerData;
const port = parentPort;
if (!port) throw new Error('mail-worker.mjs runs as a worker thread only');

// nodemailer reads an SMTP URL's options from its query (`?ignoreTLS=true`, `?pool=true`);
// without one, the whole message comes back as one Buffer for the outbox.
const transport = settings.smtpUrl
  ? nodemailer.createTransport(settings.smtpUrl, { from: settings.from })
  : nodemailer.createTransport({ streamTransport: true, buffer: true }, { from: settings.from });

/** @param {MailJob} job */
async function send({ id, message }) {
  try {
    const info = await transport.sendMail(message);
    const raw = settings.smtpUrl ? undefined : /** @type {Buffer} */ (info.message);
    port?.postMessage({ id, raw });
  } catch (error) {
    const { message: reason, code } = /** @type {Error & { code?: string }} */ (error);
    port?.postMessage({ id, error: { message: reason, code } });
  }
}

port.on('message', (/** @type {MailJob} */ job) => void send(job));
