import type { SendMailOptions } from 'nodemailer';
import { z } from 'zod';
import type { OutgoingMail } from './mail.types';
import { renderMail } from './templates/render-mail';
import type { RenderedMail } from './templates/mail-data';

// One address only: nodemailer reads "a@x.az, b@y.az" as two recipients.
const recipientSchema = z.email().max(254);

/** Renders a mail and turns it into the message both transports send. */
export function composeMail(mail: OutgoingMail): {
  rendered: RenderedMail;
  message: SendMailOptions;
} {
  const to = recipientSchema.parse(mail.to);
  const rendered = renderMail(mail.kind, mail.language, mail.data);
  return {
    rendered,
    message: {
      to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      // Quoted-printable keeps links readable in the raw message and in the outbox's .eml files.
      textEncoding: 'quoted-printable',
      headers: {
        // RFC 3834: no vacation or out-of-office replies to a machine.
        'Auto-Submitted': 'auto-generated',
        'Content-Language': mail.language,
      },
    },
  };
}
