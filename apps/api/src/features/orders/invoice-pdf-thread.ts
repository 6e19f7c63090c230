import { Worker } from 'node:worker_threads';
import { paths } from '../../paths.ts';
import type { InvoiceDocument } from './invoice-pdf.ts';
import type { PdfReply, PdfTask } from './invoice-pdf-worker.ts';
import type { StatementDocument } from './statement-pdf.ts';

/** Renders invoices and credit notes away from the event loop (ADR 037). */
export interface PdfThread {
  render(invoice: InvoiceDocument): Promise<Buffer>;
  /** A company's statement of account, in the same thread. */
  renderStatement(statement: StatementDocument): Promise<Buffer>;
  /** Stops the thread, if it was ever started; a render still in it fails. */
  close(): Promise<void>;
}

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * One thread, started by the first PDF: pdfkit's loading, layout and compression are synchronous and held the
 * event loop past the 20 ms issue 24 allows (docs/performance.md). Renders queue in the thread one after
 * another. A thread that fails or exits fails the renders in it (a mail is then tried again); the next render
 * starts a new one.
 */
export function pdfThread(): PdfThread {
  let worker: Worker | undefined;
  const pending = new Map<number, Pending>();
  let nextId = 1;

  const start = () => {
    const thread = new Worker(paths.pdfWorker);
    // An idle thread does not keep the process alive; a render in it does (ref while pending).
    thread.unref();
    const stop = (reason: string) => {
      if (worker !== thread) return;
      worker = undefined;
      for (const { reject } of pending.values()) reject(new Error(reason));
      pending.clear();
    };
    thread.on('message', (reply: PdfReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (pending.size === 0) thread.unref();
      if ('error' in reply) waiting.reject(new Error(`the PDF could not be rendered: ${reply.error}`));
      else waiting.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    });
    thread.on('error', (error) => stop(`the PDF thread failed: ${error.message}`));
    thread.on('exit', (code) => stop(`the PDF thread exited (code ${code})`));
    return thread;
  };

  const post = (task: { invoice: InvoiceDocument } | { statement: StatementDocument }) => {
    worker ??= start();
    const thread = worker;
    const id = nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      if (pending.size === 0) thread.ref();
      pending.set(id, { resolve, reject });
      thread.postMessage({ id, ...task } as PdfTask);
    });
  };

  return {
    render: (invoice) => post({ invoice }),
    renderStatement: (statement) => post({ statement }),
    async close() {
      const thread = worker;
      if (thread) await thread.terminate();
    },
  };
}
