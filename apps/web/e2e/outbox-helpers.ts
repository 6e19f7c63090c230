import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** The newest link matching `pattern` in the mails the server wrote to DATA_DIR/outbox for `email`. */
export const mailedLink = async (email: string, pattern: RegExp): Promise<string> => {
  const dataDir = process.env.IRONVOLT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('IRONVOLT_E2E_DATA_DIR is set by playwright.config.ts');
  const outbox = path.join(dataDir, 'outbox');
  let link = '';
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .filter((name) => name.includes(email))
            .sort()
        : [];
      // Quoted-printable: soft line breaks and escaped '='.
      const links = files.map(
        (file) =>
          pattern.exec(
            fs
              .readFileSync(path.join(outbox, file), 'utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '='),
          )?.[0],
      );
      link = links.filter((found) => found !== undefined).pop() ?? '';
      return link;
    })
    .not.toBe('');
  return link;
};

/** A mail as the buyer's mail program shows it: subject, plain text and attachments. */
export type ReadMail = {
  file: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/** Reads an .eml file the server wrote, as a mail program would: its subject, its plain text and its attachments. */
export const readMail = async (file: string): Promise<ReadMail> => {
  const mail = await simpleParser(fs.readFileSync(file));
  return {
    file,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    attachments: mail.attachments.map(({ filename, contentType, content }) => ({
      filename: filename ?? '',
      contentType,
      content,
    })),
  };
};

/**
 * Waits for the newest mail the server wrote to DATA_DIR/outbox for `email` whose subject matches `subject` (and
 * whose text matches `text`, when given), and reads it.
 */
export const mailTo = async (email: string, { subject, text }: { subject: RegExp; text?: RegExp }) => {
  const dataDir = process.env.IRONVOLT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('IRONVOLT_E2E_DATA_DIR is set by playwright.config.ts');
  const outbox = path.join(dataDir, 'outbox');
  let found: ReadMail | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(outbox)
          ? fs
              .readdirSync(outbox)
              .filter((name) => name.includes(email))
              .sort()
          : [];
        const mails = await Promise.all(files.map((name) => readMail(path.join(outbox, name))));
        found = mails.filter((mail) => subject.test(mail.subject) && (!text || text.test(mail.text))).pop();
        return found?.subject ?? '';
      },
      { message: `a mail to ${email} with the subject ${subject}`, timeout: 20_000 },
    )
    .not.toBe('');
  if (!found) throw new Error(`no mail to ${email} matched ${subject}`);
  return found;
};
