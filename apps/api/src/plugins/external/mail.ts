import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

/** A mail as it is handed to the mail server: its Message-ID stays the same however often it is tried. */
export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export interface Mailer {
  /** Hands one mail to the mail server, or writes it to the outbox folder; throws when that fails. */
  deliver(mail: OutgoingMail): Promise<void>;
  /** Where mail goes when there is no SMTP server: a folder of .eml files. */
  outbox: string | undefined;
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
    const { smtpUrl, from } = app.config.mail;
    const outbox = smtpUrl ? undefined : path.join(app.config.dataDir, 'outbox');
    const transport: Transporter = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    app.addHook('onClose', async () => transport.close());

    app.decorate('mailer', {
      outbox,
      async deliver(mail: OutgoingMail) {
        const info = await transport.sendMail({
          from,
          messageId: mail.messageId,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        if (outbox) {
          await fs.mkdir(outbox, { recursive: true });
          const safeTo = mail.to.replace(/[^\w.@-]/g, '_');
          const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
          await fs.writeFile(file, (info as { message: Buffer }).message);
          app.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
        } else {
          app.log.info({ to: mail.to, subject: mail.subject, messageId: mail.messageId }, 'mail sent');
        }
      },
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
