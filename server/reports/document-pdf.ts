/**
 * The PDF of a purchasing document (docs/domain.md Reports): orden de compra today, compra and nota
 * de crédito next, each passing its own title and fields. Letter page: the company header with the
 * document's title, folio and fecha; the proveedor; the lines; Subtotal / IVA / Total; the total in
 * words ("SON: … PESOS 00/100 M.N."); observaciones and signature lines.
 */
import { formatCents, toCents } from '../../schemas/money';
import {
  amountInWords,
  band,
  GREY,
  letterPage,
  MARGIN,
  roomFor,
  signatures,
  table,
  totalRow,
  WIDTH,
  type PdfColumn,
} from './letter-pdf';
import { fechaCorta, renderPdf, type PdfDoc } from './pdf';

export interface DocumentoPdfLine {
  cantidad: number;
  unidadMedida?: string;
  descripcion: string;
  precioUnitario: number;
  tasaiva: number;
  importe?: number;
}

export interface DocumentoPdf {
  /** 'ORDEN DE COMPRA'. */
  titulo: string;
  folio: number;
  /** YYYY-MM-DD. */
  fecha: string;
  obra: string;
  proveedor: { nombre: string; rfc?: string; direccion?: string; telefono?: string; correo?: string };
  /** Further header fields of the document, as label and value (Condicion, Status). */
  datos: [string, string][];
  lineas: DocumentoPdfLine[];
  subTotal: number;
  iva: number;
  total: number;
  observaciones?: string;
  /** Labels under the signature lines. */
  firmas: string[];
}

const money = (value: number) => formatCents(toCents(value));

const COLUMNS: PdfColumn<DocumentoPdfLine>[] = [
  { title: 'Cantidad', width: 58, align: 'right', cell: (line) => String(line.cantidad) },
  { title: 'Unidad', width: 52, cell: (line) => line.unidadMedida ?? '' },
  { title: 'Descripcion', width: 212, cell: (line) => line.descripcion },
  { title: 'Precio Unitario', width: 80, align: 'right', cell: (line) => money(line.precioUnitario) },
  { title: 'IVA', width: 40, align: 'right', cell: (line) => `${Math.round(line.tasaiva * 100)} %` },
  { title: 'Importe', width: 90, align: 'right', cell: (line) => money(line.importe ?? 0) },
];

function parties(doc: PdfDoc, data: DocumentoPdf, top: number): number {
  const { proveedor } = data;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text('PROVEEDOR', MARGIN, top);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('black')
    .text(proveedor.nombre, MARGIN, top + 12, { width: WIDTH * 0.6 });
  doc.font('Helvetica').fontSize(9);
  const detail = [
    proveedor.rfc && `RFC: ${proveedor.rfc}`,
    proveedor.direccion,
    [proveedor.telefono, proveedor.correo].filter(Boolean).join(' · '),
  ];
  doc.text(detail.filter(Boolean).join('\n'), { width: WIDTH * 0.6 });
  const left = doc.y;
  doc.y = top;
  for (const [label, value] of data.datos) {
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor(GREY)
      .text(label, MARGIN + WIDTH * 0.62, y, { width: 90 });
    const belowLabel = doc.y;
    doc
      .font('Helvetica')
      .fillColor('black')
      .text(value, MARGIN + WIDTH * 0.62 + 90, y, { width: WIDTH * 0.38 - 90 });
    // An empty value writes nothing and leaves y where it was: the row still takes its label's height.
    doc.y = Math.max(belowLabel, doc.y);
  }
  return Math.max(left, doc.y) + 14;
}

function totals(doc: PdfDoc, data: DocumentoPdf, top: number): number {
  let y = roomFor(doc, top, 100);
  y = totalRow(doc, 'Subtotal', toCents(data.subTotal), y);
  y = totalRow(doc, 'IVA', toCents(data.iva), y);
  y = totalRow(doc, 'Total', toCents(data.total), y, true);
  return amountInWords(doc, toCents(data.total), y + 4);
}

function closing(doc: PdfDoc, data: DocumentoPdf, top: number) {
  let y = top;
  if (data.observaciones) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text('OBSERVACIONES', MARGIN, y);
    doc
      .font('Helvetica')
      .fillColor('black')
      .text(data.observaciones, MARGIN, doc.y + 2, { width: WIDTH });
    y = doc.y + 12;
  }
  signatures(doc, data.firmas, y);
}

export function documentoPdf(data: DocumentoPdf): Promise<Buffer> {
  return renderPdf(letterPage(`${data.titulo} ${data.folio}`), (doc) => {
    const top = band(doc, {
      titulo: data.titulo,
      obra: data.obra,
      detalles: [`Folio: ${data.folio}`, `Fecha: ${fechaCorta(data.fecha)}`],
    });
    const afterLines = table(doc, COLUMNS, data.lineas, parties(doc, data, top)) + 8;
    closing(doc, data, totals(doc, data, afterLines));
  });
}
