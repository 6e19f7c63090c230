import type { InvoiceDocument } from '../apps/api/src/features/orders/invoice-pdf.ts';

/** Who buys and what, as the PDF benches name them (pdf.ts in Latin, pdf-fonts.ts in Latin and other scripts). */
export interface InvoiceNames {
  buyer: string;
  address: string;
  tool: string;
}

export const latinNames: InvoiceNames = {
  buyer: 'Dana Dealer',
  address: '9 Depot Lane, Sheffield',
  tool: 'Cordless Impact Driver',
};

/** The invoice both PDF benches render: `lines` lines, 20% tax, the seller's usual details. */
export function sampleInvoice(lines: number, names: InvoiceNames = latinNames): InvoiceDocument {
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
    paidAt: new Date('2026-11-25T09:58:00Z'),
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
