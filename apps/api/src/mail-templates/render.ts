import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** A mail's two parts, made from one component tree. */
export interface RenderedMail {
  html: string;
  text: string;
}

/**
 * Renders a mail to HTML and to plain text. The text keeps what a reader needs: every paragraph and every
 * link's address; headings keep their case.
 */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  // One React render; the text is read off its HTML, as render's own plainText option does, at half the cost
  // (the outbox's sender renders every mail it hands over, on the cores that answer requests).
  const html = await render(element);
  const text = toPlainText(html, {
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
    ],
  });
  return { html, text: text.trim() };
}
