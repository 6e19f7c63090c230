import { parentPort } from 'node:worker_threads';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.ts';
import { renderStatementPdf, type StatementDocument } from './statement-pdf.ts';

/**
 * What the server posts to the PDF thread (ADR 037): one document to render, by a number of its choosing: an
 * invoice or credit note, or a company's statement of account.
 */
export type PdfTask = { id: number; invoice: InvoiceDocument } | { id: number; statement: StatementDocument };
/** What the thread answers: the PDF (a Uint8Array once copied across), or why it could not render it. */
export type PdfReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('invoice-pdf-worker runs in a worker thread');
port.on('message', async (task: PdfTask) => {
  const { id } = task;
  try {
    const pdf =
      'statement' in task ? await renderStatementPdf(task.statement) : await renderInvoicePdf(task.invoice);
    port.postMessage({ id, pdf } satisfies PdfReply);
  } catch (error) {
    port.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies PdfReply);
  }
});
