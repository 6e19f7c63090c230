// What the invoice's fonts cost: the time to render an invoice (renderInvoicePdf in this thread, as the PDF thread
// runs it) and the PDF's size, for a buyer and tools named in Latin and in other scripts, 1 and 100 lines:
//   npx tsx bench/pdf-fonts.ts
// BENCH_RUNS (warm renders per case, 30) adjusts it. The first render of each case is "first" (fonts read and
// parsed), the rest "warm".
import { performance } from 'node:perf_hooks';
import { type InvoiceDocument, renderInvoicePdf } from '../apps/api/src/features/orders/invoice-pdf.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const latin = { buyer: 'Dana Dealer', address: '9 Depot Lane, Sheffield', tool: 'Cordless Impact Driver' };
const scripts = {
  buyer: '王小明 / محمد علي / שרה כהן / Иван Петров',
  address: '北京市朝阳区建国路88号 / شارع الملك فهد 12، الرياض / רחוב הרצל 5, תל אביב',
  tool: 'Аккумуляторный шуруповёрт 電動ドリル',
};

function invoiceOf(names: typeof latin, lines: number): InvoiceDocument {
  const rows = Array.from({ length: lines }, (_, i) => ({
    tool: `${names.tool} ${i + 1}`,
    model: `ID-${1000 + i}`,
    amount: 2,
    unitPriceCents: 12_999 + i,
    lineTotalCents: 2 * (12_999 + i),
  }));
  const net = rows.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const tax = Math.round(net * 0.2);
  return {
    number: 'INV-2026-000100',
    issuedAt: new Date('2026-11-25T10:00:00Z'),
    orderId: '6f1c2a9e-0b7d-4d3e-9a51-2c8e4b7f0d13',
    orderNumber: 1100,
    transactionId: 'tpi_3f9a1c',
    seller: { name: 'Ironvolt Tools', address: '1 Foundry Road\nSheffield S1 2AB', taxId: 'GB123456789' },
    buyer: {
      name: names.buyer,
      email: 'buyer@example.com',
      phone: '+44 114 000 0000',
      address: names.address,
    },
    poNumber: 'PO-7781',
    lines: rows,
    netCents: net,
    taxRatePercent: 20,
    taxCents: tax,
    grossCents: net + tax,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const [label, names] of [
  ['Latin', latin],
  ['CJK, Arabic, Hebrew, Cyrillic', scripts],
] as const) {
  for (const lines of [1, 100]) {
    const invoice = invoiceOf(names, lines);
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
