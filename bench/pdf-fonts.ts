// What the invoice's fonts cost: the time to render an invoice (renderInvoicePdf in this thread, as the PDF thread
// runs it) and the PDF's size, for a buyer and tools named in Latin and in other scripts, 1 and 100 lines:
//   npx tsx bench/pdf-fonts.ts
// BENCH_RUNS (warm renders per case, 30) adjusts it. The first render of each case is "first" (fonts read and
// parsed), the rest "warm".
import { performance } from 'node:perf_hooks';
import { renderInvoicePdf } from '../apps/api/src/features/orders/invoice-pdf.ts';
import { type InvoiceNames, latinNames, sampleInvoice } from './invoice-fixture.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const scripts: InvoiceNames = {
  buyer: '王小明 / محمد علي / שרה כהן / Иван Петров',
  address: '北京市朝阳区建国路88号 / شارع الملك فهد 12، الرياض / רחוב הרצל 5, תל אביב',
  tool: 'Аккумуляторный шуруповёрт 電動ドリル',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const [label, names] of [
  ['Latin', latinNames],
  ['CJK, Arabic, Hebrew, Cyrillic', scripts],
] as const) {
  for (const lines of [1, 100]) {
    const invoice = sampleInvoice(lines, names);
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run <= RUNS; run++) {
      const start = performance.now();
      size = (await renderInvoicePdf(invoice)).length;
      times.push(performance.now() - start);
    }
    const [first, ...warm] = times;
    console.info(
      `${label}, ${lines} line${lines === 1 ? '' : 's'}: first ${first?.toFixed(0)} ms, warm median ${median(warm).toFixed(1)} ms / max ${Math.max(...warm).toFixed(1)} ms, ${(size / 1024).toFixed(1)} KB`,
    );
  }
}
