import type { Config } from '../../config/env.ts';

/** What a warranty certificate states (ADR 148). */
export interface CertificateDocument {
  seller: Config['seller'];
  productName: string;
  model: string;
  serial: string;
  owner: string;
  purchasedOn: string;
  shippedOn: string;
  coverUntil: string;
  registeredOn: string;
  years: number;
}

const MARGIN = 50;

/**
 * The certificate as a PDF, drawn by pdfkit as the invoice is: the title in bold Helvetica, the seller's block and
 * the tool's facts below it, a footer naming the document. One page, so it is rendered where it is asked for.
 */
export async function renderCertificatePdf(certificate: CertificateDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = `Warranty certificate ${certificate.model} ${certificate.serial}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: certificate.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(20).text('Warranty certificate');
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Registered on ${certificate.registeredOn}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Issued by');
  doc.font('Helvetica');
  for (const line of [certificate.seller.name, ...certificate.seller.address.split(/\r?\n/)].filter(Boolean))
    doc.text(line, { width });
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Covered tool');
  doc.font('Helvetica');
  const facts: [string, string][] = [
    ['Tool', certificate.productName],
    ['Model', certificate.model],
    ['Serial number', certificate.serial],
    ['Owner', certificate.owner],
    ['Bought on', certificate.purchasedOn],
    ['Shipped by us on', certificate.shippedOn],
    ['Covered until', certificate.coverUntil],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, MARGIN, y, { width: 140 });
    doc.font('Helvetica').text(value, MARGIN + 150, y, { width: width - 150 });
  }
  doc.moveDown();
  doc.text(
    certificate.years === 1
      ? 'The 1 year parts guarantee covers this tool against defects in materials and workmanship until the day above.'
      : `This tool was registered within 30 days of purchase: the ${certificate.years} year service warranty covers it against defects in materials and workmanship until the day above.`,
    MARGIN,
    undefined,
    { width },
  );
  doc.page.margins.bottom = 0;
  doc.fontSize(8).text(title, MARGIN, doc.page.height - MARGIN, { width, align: 'center', lineBreak: false });
  doc.end();
  return done;
}
