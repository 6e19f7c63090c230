import { parentPort } from 'node:worker_threads';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.ts';

/** What the server posts to the PDF thread (ADR 037): one document to render, by a number of its choosing. */
export interface PdfTask {
  id: number;
  invoice: InvoiceDocument;
}
/** What the thread answers: the PDF (a Uint8Array once copied across), or why it could not render it. */
export type PdfReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('invoice-pdf-worker runs in a worker thread');
port.on('message', async ({ id, invoice }: PdfTask) => {
  try {
    port.postMessage({ id, pdf: await renderInvoicePdf(invoice) } satisfies PdfReply);
  } catch (error) {
    port.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies PdfReply);
  }
});
