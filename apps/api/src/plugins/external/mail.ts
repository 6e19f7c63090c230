import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
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
 * file and logged, so that a shop without a mail server still sees its password-reset links.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, from } = app.config.mail;
    const outbox = smtpUrl ? undefined : path.join(app.config.dataDir, 'outbox');
    const transport: Transporter = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    app.decorate('mailer', {
      outbox,
      async send(mail: Mail) {
        const info = await transport.sendMail({ from, ...mail });
        if (outbox) {
          await fs.mkdir(outbox, { recursive: true });
          const safeTo = mail.to.replace(/[^\w.@-]/g, '_');
          const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
          await fs.writeFile(file, (info as { message: Buffer }).message);
          app.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
        } else {
          app.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        }
      },
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
