import { PDFParse } from 'pdf-parse';

/** A PDF's text and page count, read as a PDF text library reads it (invoices, credit notes). */
export async function pdfTextOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}
