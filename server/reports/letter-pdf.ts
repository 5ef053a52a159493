/**
 * The pieces every letter-size report is drawn with (docs/domain.md Reports): the company band with
 * the report's title, a table that repeats its header on each new page, total rows, the amount in
 * words and the signature lines. Each piece starts at a y and answers the y below it.
 */
import { formatCents } from '../../schemas/money';
import { EMPRESA } from '../modules/usuario/empresa';
import { importeEnLetras } from './numero-a-letras';
import type { PdfDoc } from './pdf';

export const GREY = '#555555';
export const MARGIN = 40;
const BRAND = '#1f4e79';
const PAGE_WIDTH = 612;
export const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = 792 - MARGIN;
const FONT_SIZE = 8.5;

/** renderPdf's options of a letter page with these margins. */
export const letterPage = (title: string) => ({ size: 'LETTER', margin: MARGIN, title });

export interface Band {
  /** 'ORDEN DE COMPRA'. */
  titulo: string;
  obra: string;
  /** Up to two lines under the title ('Folio: 12', 'Fecha: 20/03/2026'). */
  detalles: string[];
}

/** The company band across the top of the first page; answers where the page goes on. */
export function band(doc: PdfDoc, { titulo, obra, detalles }: Band): number {
  doc.rect(0, 0, PAGE_WIDTH, 70).fill(BRAND);
  doc
    .fillColor('white')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(EMPRESA, MARGIN, 18, { width: WIDTH * 0.6 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Obra: ${obra}`, MARGIN, 42, { width: WIDTH * 0.6 });
  doc.font('Helvetica-Bold').fontSize(13).text(titulo, MARGIN, 16, { width: WIDTH, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  detalles.forEach((line, index) => doc.text(line, MARGIN, 36 + 14 * index, { width: WIDTH, align: 'right' }));
  doc.fillColor('black');
  return 85;
}

/** `y` when `needed` points fit above the bottom margin, else the top of a new page. */
export function roomFor(doc: PdfDoc, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  doc.addPage();
  return MARGIN;
}

/** A table column: its width in points, its alignment and its text of each row. */
export interface PdfColumn<R> {
  title: string;
  width: number;
  align?: 'left' | 'center' | 'right';
  cell(row: R): string;
}

/** A table's header; alone for a table drawn a batch of rows at a time (`tableRows`), at `fontSize` as its rows. */
export function tableHeader<R>(doc: PdfDoc, columns: PdfColumn<R>[], y: number, fontSize = FONT_SIZE): number {
  doc.font('Helvetica-Bold').fontSize(fontSize);
  const tallest = Math.max(...columns.map((column) => doc.heightOfString(column.title, { width: column.width - 6 })));
  const height = Math.max(18, tallest + 8);
  doc.rect(MARGIN, y, WIDTH, height).fill('#e8eef5');
  doc.fillColor('black');
  let x = MARGIN;
  for (const column of columns) {
    doc.text(column.title, x + 3, y + 5, { width: column.width - 6, align: column.align ?? 'left' });
    x += column.width;
  }
  doc.font('Helvetica');
  return y + height + 4;
}

// Rows stop this far above the bottom margin, so the total row that follows a table stays on its page.
const ROWS_BOTTOM = BOTTOM - 40;
const HEADER_AND_ROW = 40;

/** Where a table with `above` points of heading may start: `y`, or a new page when its header and a row would not fit. */
export const roomForTable = (doc: PdfDoc, y: number, above: number) =>
  roomFor(doc, y, above + HEADER_AND_ROW + (BOTTOM - ROWS_BOTTOM));

/**
 * The header and a row per item, each row as tall as its tallest cell. A row that does not fit
 * goes on a new page, under `continued` (what the rows are of, when the page does not say it) and
 * the header again.
 */
export function table<R>(
  doc: PdfDoc,
  columns: PdfColumn<R>[],
  rows: readonly R[],
  top: number,
  continued?: (y: number) => number,
): number {
  return tableRows(doc, columns, rows, tableHeader(doc, columns, top), { continued });
}

/** How `tableRows` draws its rows beyond their cells. */
export interface RowsStyle<R> {
  /** What the rows are of, written above the repeated header on each new page. */
  continued?: (y: number) => number;
  /** Rows that head or sum others. */
  bold?: (row: R) => boolean;
  /** A heading that never ends a page alone: it goes to the next one with the row after it. */
  keepWithNext?: (row: R) => boolean;
  /** Smaller than the usual (the header's too), more columns fit across the page. */
  fontSize?: number;
}

/** Rows of a table whose header is drawn. */
export function tableRows<R>(
  doc: PdfDoc,
  columns: PdfColumn<R>[],
  rows: readonly R[],
  top: number,
  { continued, bold, keepWithNext, fontSize = FONT_SIZE }: RowsStyle<R> = {},
): number {
  const fontOf = (row: R) => (bold?.(row) ? 'Helvetica-Bold' : 'Helvetica');
  const cellsOf = (row: R) => columns.map((column) => column.cell(row));
  // Each row is as tall as its tallest cell.
  const heightOf = (row: R, cells: string[]) => {
    doc.font(fontOf(row)).fontSize(fontSize);
    return Math.max(...columns.map((column, i) => doc.heightOfString(cells[i], { width: column.width - 6 }))) + 6;
  };
  let y = top;
  rows.forEach((row, index) => {
    const cells = cellsOf(row);
    const height = heightOf(row, cells);
    const next = keepWithNext?.(row) ? rows[index + 1] : undefined;
    const needed = height + (next === undefined ? 0 : heightOf(next, cellsOf(next)));
    if (y + needed > ROWS_BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, columns, continued ? continued(MARGIN) : MARGIN, fontSize);
    }
    doc.font(fontOf(row)).fontSize(fontSize);
    let x = MARGIN;
    columns.forEach((column, i) => {
      doc.text(cells[i], x + 3, y + 2, { width: column.width - 6, align: column.align ?? 'left' });
      x += column.width;
    });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.3)
      .stroke('#cccccc');
  });
  return y;
}

/** A right-aligned label and amount (Subtotal, IVA, Total); the bold one is the larger. */
export function totalRow(doc: PdfDoc, label: string, cents: bigint, y: number, bold = false): number {
  const labelX = MARGIN + WIDTH - 290;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(bold ? 11 : 9.5)
    .fillColor('black');
  doc.text(label, labelX, y, { width: 190, align: 'right' });
  doc.text(formatCents(cents), labelX + 190, y, { width: 100, align: 'right' });
  return y + (bold ? 16 : 13);
}

/** "SON: … PESOS 00/100 M.N." across the page. */
export function amountInWords(doc: PdfDoc, cents: bigint, y: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black').text(importeEnLetras(cents), MARGIN, y, { width: WIDTH });
  return doc.y + 12;
}

/** A line to sign over each label, side by side, near the bottom of the page (of a new one when `top` leaves no room). */
export function signatures(doc: PdfDoc, labels: string[], top: number) {
  const y = roomFor(doc, top, 60);
  const signY = Math.max(y + 40, BOTTOM - 40);
  const slot = WIDTH / labels.length;
  labels.forEach((label, index) => {
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
      .text(label, x, signY + 4, { width: slot - 40, align: 'center' });
  });
}
