import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { MailDelivery } from '@ironvolt/shared/mail';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** A mail as it is handed to the mail server: its Message-ID stays the same however often it is tried. */
export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: MailAttachment[] | undefined;
}

/** A file a mail carries, rendered just before it is handed over. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /**
   * Hands one mail to the mail server, or writes it to the outbox folder; throws when that fails. A hand-over to
   * an SMTP server is over (taken, refused or cut off) within `sendLimitMs`. Answers where it went.
   */
  deliver(mail: OutgoingMail): Promise<MailDelivery>;
  /** Where mail goes when there is no SMTP server: a folder of .eml files. */
  outbox: string | undefined;
  sendLimitMs: number;
}

/**
 * SMTP through nodemailer, with every wait bounded: nodemailer's own timeouts (minutes by default, and its socket
 * timeout counts only silence, so a server that answers slowly can hold a send for longer) shortened, and the
 * connection cut when the whole conversation has taken `limitMs` (ADR 038). Settings in SMTP_URL still apply.
 */
function smtpTransport(url: string, limitMs: number) {
  const step = Math.min(10_000, limitMs);
  return new SMTPTransport({
    url,
    dnsTimeout: step,
    connectionTimeout: step,
    greetingTimeout: step,
    socketTimeout: limitMs,
    // Called for every mail: opens its connection (plain; nodemailer starts TLS on it for smtps:// as it would
    // on its own) and destroys it, with whatever TLS runs over it, once the mail's time is up.
    getSocket(options, callback) {
      const port = Number(options.port) || (options.secure ? 465 : 587);
      const socket = net.connect({ host: options.host ?? 'localhost', port });
      const limit = setTimeout(
        () => socket.destroy(new Error(`the mail server did not take the mail within ${limitMs / 1000} s`)),
        limitMs,
      );
      socket.once('close', () => clearTimeout(limit));
      const refused = (error: Error) => callback(error, false);
      socket.once('error', refused);
      socket.once('connect', () => {
        socket.off('error', refused);
        callback(null, { connection: socket });
      });
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Mail through nodemailer: SMTP_URL when set; otherwise each message is written to DATA_DIR/outbox as an .eml
 * file and logged, so that a shop without a mail server still sees its links. Nothing calls this directly but
 * the mail outbox's sender (plugins/app/mail-outbox.ts), which keeps every mail until it is delivered.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, from, claimSeconds } = app.config.mail;
    const outbox = smtpUrl ? undefined : path.join(app.config.dataDir, 'outbox');
    // Half of the outbox's claim: a mail is never still being handed over when another instance may take it.
    const sendLimitMs = (claimSeconds * 1000) / 2;
    const transport: Transporter = smtpUrl
      ? nodemailer.createTransport(smtpTransport(smtpUrl, sendLimitMs))
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    app.addHook('onClose', async () => transport.close());

    app.decorate('mailer', {
      outbox,
      sendLimitMs,
      async deliver(mail: OutgoingMail): Promise<MailDelivery> {
        const info = await transport.sendMail({
          from,
          messageId: mail.messageId,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        });
        if (outbox) {
          // The owner's alone (ADR 058), whatever the umask: a reset or verification mail carries a live link.
          await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
          const safeTo = mail.to.replace(/[^\w.@-]/g, '_');
          const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
          await fs.writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
          app.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
          return 'folder';
        }
        app.log.info({ to: mail.to, subject: mail.subject, messageId: mail.messageId }, 'mail sent');
        return 'smtp';
      },
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
