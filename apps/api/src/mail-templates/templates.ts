import { pathToFileURL } from 'node:url';
import { paths } from '../paths.ts';
import type { MailAttachmentRef } from './attachments.ts';
import type { MailShop } from './layout.tsx';
import type { RenderedMail } from './render.ts';
import type { TemplatedMail } from './templated-mail.ts';

/** A mail to send: to whom, its subject (stored for the admin's Mail page), and what to attach. */
interface MailHeader {
  to: string;
  subject: string;
  /** Documents to attach, rendered when the mail is sent (never stored in the outbox). */
  attachments?: MailAttachmentRef[] | undefined;
}

/**
 * A mail to write to the outbox: a template and its data, rendered when the mail is sent (ADR 035), or ready parts
 * (a plain text and maybe HTML) for a mail that has no template.
 */
export type NewMail = MailHeader &
  (TemplatedMail | { kind: string; text: string; html?: string | undefined; data?: undefined });

type Renderers = typeof import('./renderers.ts');
let renderers: Promise<Renderers> | undefined;

/**
 * The HTML and text of a templated mail; fails for a kind with no template (a failed try of that mail). The
 * templates and react-email load with the first mail rendered, not at start: loading them took longer than the
 * rest of the start (docs/performance.md). Built, they are a bundle of their own (build.mjs).
 */
export async function renderTemplated(mail: { kind: string; data: unknown }): Promise<RenderedMail> {
  renderers ??= import(pathToFileURL(paths.mailRenderers).href) as Promise<Renderers>;
  const loaded = await renderers.catch((error: unknown) => {
    renderers = undefined; // the next mail tries again
    throw error;
  });
  return loaded.renderTemplated(mail);
}

/** Only the shop's name and address go into a mail's data (never the rest of the config it is read from). */
export const mailShopOf = ({ shopName, publicUrl }: MailShop): MailShop => ({ shopName, publicUrl });
