import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

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

type Part = { headers: Map<string, string>; body: string };

/** Headers (unfolded, names lower-cased) and body of one MIME entity. */
const splitEntity = (raw: string): Part => {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
};

const parameterOf = (header: string | undefined, name: string) =>
  header?.match(new RegExp(`${name}="?([^";]+)"?`, 'i'))?.[1];

/** Quoted-printable as bytes: soft line breaks dropped, `=XX` read as the byte it escapes. */
const fromQuotedPrintable = (text: string): Buffer => {
  const bytes: number[] = [];
  const unwrapped = text.replace(/=\r?\n/g, '');
  for (let at = 0; at < unwrapped.length; at += 1) {
    const escaped = unwrapped[at] === '=' ? unwrapped.slice(at + 1, at + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(escaped)) {
      bytes.push(Number.parseInt(escaped, 16));
      at += 2;
    } else bytes.push(...Buffer.from(unwrapped[at] ?? '', 'utf8'));
  }
  return Buffer.from(bytes);
};

const decodeBody = (part: Part): Buffer => {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return fromQuotedPrintable(part.body);
  return Buffer.from(part.body, 'utf8');
};

/** RFC 2047 words (`=?utf-8?Q?…?=` or `B`) in a header, as text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : fromQuotedPrintable(word.replace(/_/g, ' ')).toString('utf8'),
    );

/** The leaf parts of a mail, multipart entities opened by their boundaries. */
const leavesOf = (part: Part): Part[] => {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = parameterOf(type, 'boundary');
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const [, ...pieces] = part.body.split(`--${boundary}`);
  return pieces
    .filter((piece) => !piece.startsWith('--'))
    .flatMap((piece) => leavesOf(splitEntity(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))));
};

/** Reads an .eml file the server wrote: its subject, its plain text and its attachments. */
export const readMail = (file: string): ReadMail => {
  const mail = splitEntity(fs.readFileSync(file, 'utf8'));
  const leaves = leavesOf(mail);
  const attachments = leaves
    .filter((leaf) => /^attachment/i.test(leaf.headers.get('content-disposition') ?? ''))
    .map((leaf) => ({
      filename: decodeWords(
        parameterOf(leaf.headers.get('content-disposition'), 'filename') ??
          parameterOf(leaf.headers.get('content-type'), 'name') ??
          '',
      ),
      contentType: (leaf.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '',
      content: decodeBody(leaf),
    }));
  const textPart = leaves.find(
    (leaf) =>
      /^text\/plain/i.test(leaf.headers.get('content-type') ?? 'text/plain') &&
      !/^attachment/i.test(leaf.headers.get('content-disposition') ?? ''),
  );
  return {
    file,
    subject: decodeWords(mail.headers.get('subject') ?? ''),
    text: textPart ? decodeBody(textPart).toString('utf8') : '',
    attachments,
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
      () => {
        const files = fs.existsSync(outbox)
          ? fs
              .readdirSync(outbox)
              .filter((name) => name.includes(email))
              .sort()
          : [];
        found = files
          .map((name) => readMail(path.join(outbox, name)))
          .filter((mail) => subject.test(mail.subject) && (!text || text.test(mail.text)))
          .pop();
        return found?.subject ?? '';
      },
      { message: `a mail to ${email} with the subject ${subject}`, timeout: 20_000 },
    )
    .not.toBe('');
  if (!found) throw new Error(`no mail to ${email} matched ${subject}`);
  return found;
};
