import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A mail's two parts, made from one component tree. */
export interface RenderedMail {
  html: string;
  text: string;
}

/** The doctype react-email's render puts before a mail: mail clients read XHTML 1.0 Transitional best. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';
/** React writes a preload link into the head for each image; a mail has no use for one (react-email drops them). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/**
 * react-email's rules for the text part (links written out, images and the band left out), headings in their
 * case; compiled once, as html-to-text advises for many documents with the same options (ADR 057).
 */
const toText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    // An order's lines as columns, their header in its case.
    { selector: 'table.order-lines', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
});

/**
 * Renders a mail to HTML and to plain text. The text keeps what a reader needs: every paragraph and every
 * link's address; headings keep their case. React renders the tree to static markup, its API for mails: the
 * outbox's sender renders every mail it hands over, on the cores that answer requests (ADR 057).
 */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = DOCTYPE + renderToStaticMarkup(element).replace(IMAGE_PRELOAD, '');
  return { html, text: toText(html).trim() };
}
