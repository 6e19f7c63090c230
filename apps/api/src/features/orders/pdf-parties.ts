import type { invoiceText } from './invoice-text.ts';

/** Where the second party's block starts, and how wide each is: two columns side by side on A4. */
export const PARTY_RIGHT_X = 315;
const PARTY_WIDTH = 230;

/** The shop as a party: its name, address lines and tax ID (the invoice's "Seller", the statement's "From"). */
export const sellerLines = (seller: {
  name: string;
  address: string;
  taxId: string | undefined;
}): string[] => [
  seller.name,
  ...seller.address.split(/\r?\n/),
  seller.taxId ? `Tax ID: ${seller.taxId}` : '',
];

/**
 * The invoice's and the statement's party blocks, one look for both: a bold title and its non-empty lines, each
 * written in a font that has its script. `partyBlock(x, title, lines, top)` writes one and answers where it ends.
 */
export const partyBlocks =
  (doc: PDFKit.PDFDocument, text: ReturnType<typeof invoiceText>) =>
  (x: number, title: string, lines: readonly string[], top: number): number => {
    doc.font('Helvetica-Bold').text(title, x, top, { width: PARTY_WIDTH });
    doc.font('Helvetica');
    for (const line of lines.filter(Boolean)) text.write(line, x, undefined, { width: PARTY_WIDTH });
    return doc.y;
  };
