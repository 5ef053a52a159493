/**
 * The PDF of a purchasing document (docs/domain.md Reports): orden de compra today, compra and nota
 * de crédito next, each passing its own title and fields. Letter page: the company header with the
 * document's title, folio and fecha; the proveedor; the lines; Subtotal / IVA / Total; the total in
 * words ("SON: … PESOS 00/100 M.N."); observaciones and signature lines.
 */
import { formatCents, toCents } from '../../schemas/money';
import { EMPRESA } from '../modules/usuario/empresa';
import { importeEnLetras } from './numero-a-letras';
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

const BRAND = '#1f4e79';
const GREY = '#555555';
const MARGIN = 40;
const PAGE_WIDTH = 612;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = 792 - MARGIN;

const money = (value: number) => formatCents(toCents(value));

/** Columns of the lines table: x offset from the margin, width, alignment. */
const COLUMNS: { title: string; width: number; align: 'left' | 'right'; cell: (line: DocumentoPdfLine) => string }[] = [
  { title: 'Cantidad', width: 58, align: 'right', cell: (line) => String(line.cantidad) },
  { title: 'Unidad', width: 52, align: 'left', cell: (line) => line.unidadMedida ?? '' },
  { title: 'Descripcion', width: 212, align: 'left', cell: (line) => line.descripcion },
  { title: 'Precio Unitario', width: 80, align: 'right', cell: (line) => money(line.precioUnitario) },
  { title: 'IVA', width: 40, align: 'right', cell: (line) => `${Math.round(line.tasaiva * 100)} %` },
  { title: 'Importe', width: 90, align: 'right', cell: (line) => money(line.importe ?? 0) },
];

function header(doc: PdfDoc, data: DocumentoPdf) {
  doc.rect(0, 0, PAGE_WIDTH, 70).fill(BRAND);
  doc
    .fillColor('white')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(EMPRESA, MARGIN, 18, { width: WIDTH * 0.6 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Obra: ${data.obra}`, MARGIN, 42, { width: WIDTH * 0.6 });
  doc.font('Helvetica-Bold').fontSize(13).text(data.titulo, MARGIN, 16, { width: WIDTH, align: 'right' });
  doc.font('Helvetica').fontSize(10).text(`Folio: ${data.folio}`, MARGIN, 36, { width: WIDTH, align: 'right' });
  doc.text(`Fecha: ${fechaCorta(data.fecha)}`, MARGIN, 50, { width: WIDTH, align: 'right' });
  doc.fillColor('black');
}

function parties(doc: PdfDoc, data: DocumentoPdf): number {
  const top = 85;
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

function tableHeader(doc: PdfDoc, y: number): number {
  doc.rect(MARGIN, y, WIDTH, 18).fill('#e8eef5');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(8.5);
  let x = MARGIN;
  for (const column of COLUMNS) {
    doc.text(column.title, x + 3, y + 5, { width: column.width - 6, align: column.align });
    x += column.width;
  }
  return y + 22;
}

function lines(doc: PdfDoc, data: DocumentoPdf, top: number): number {
  let y = tableHeader(doc, top);
  doc.font('Helvetica').fontSize(8.5);
  for (const line of data.lineas) {
    const height =
      Math.max(...COLUMNS.map((column) => doc.heightOfString(column.cell(line), { width: column.width - 6 }))) + 6;
    if (y + height > BOTTOM - 40) {
      doc.addPage();
      y = tableHeader(doc, MARGIN);
      doc.font('Helvetica').fontSize(8.5);
    }
    let x = MARGIN;
    for (const column of COLUMNS) {
      doc.text(column.cell(line), x + 3, y + 2, { width: column.width - 6, align: column.align });
      x += column.width;
    }
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.3)
      .stroke('#cccccc');
  }
  return y + 8;
}

function totals(doc: PdfDoc, data: DocumentoPdf, top: number): number {
  let y = top + 100 > BOTTOM ? (doc.addPage(), MARGIN) : top;
  const labelX = MARGIN + WIDTH - 190;
  for (const [label, value, bold] of [
    ['Subtotal', data.subTotal, false],
    ['IVA', data.iva, false],
    ['Total', data.total, true],
  ] as const) {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9.5)
      .fillColor('black');
    doc.text(label, labelX, y, { width: 90, align: 'right' });
    doc.text(money(value), labelX + 90, y, { width: 100, align: 'right' });
    y += bold ? 16 : 13;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(importeEnLetras(toCents(data.total)), MARGIN, y + 4, { width: WIDTH });
  return doc.y + 12;
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
  if (y + 60 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  const signY = Math.max(y + 40, BOTTOM - 40);
  const slot = WIDTH / data.firmas.length;
  data.firmas.forEach((firma, index) => {
    const x = MARGIN + index * slot + 20;
    doc
      .moveTo(x, signY)
      .lineTo(x + slot - 40, signY)
      .lineWidth(0.6)
      .stroke('#333333');
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor('black')
      .text(firma, x, signY + 4, { width: slot - 40, align: 'center' });
  });
}

export function documentoPdf(data: DocumentoPdf): Promise<Buffer> {
  return renderPdf({ size: 'LETTER', margin: MARGIN, title: `${data.titulo} ${data.folio}` }, (doc) => {
    header(doc, data);
    const afterLines = lines(doc, data, parties(doc, data));
    closing(doc, data, totals(doc, data, afterLines));
  });
}
