/** PDF rendering with pdfkit, to a Buffer the route sends as application/pdf (docs/domain.md Reports). */
import { EMPRESA } from '../modules/usuario/empresa';

export type PdfDoc = PDFKit.PDFDocument;

/** Runs `draw` on a new document and answers the finished file; a long `draw` awaits between batches of rows. */
export async function renderPdf(
  options: PDFKit.PDFDocumentOptions & { title: string },
  draw: (doc: PdfDoc) => void | Promise<void>,
): Promise<Buffer> {
  // Loaded with the first PDF, not at start: a restart is ready sooner (README "Run it").
  const { default: PDFDocument } = await import('pdfkit');
  const { title, ...docOptions } = options;
  const doc = new PDFDocument({ ...docOptions, info: { Title: title, Author: EMPRESA, Creator: EMPRESA } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return done;
}

/** `YYYY-MM-DD` as the UI shows dates (docs/product.md §9): DD/MM/YYYY. */
export function fechaCorta(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
