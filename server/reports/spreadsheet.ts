/**
 * Exports a list as a real .xlsx (exceljs) or a CSV: one declaration of the columns (group and
 * total rows use the same ones, set apart by `SheetLayout`), amounts as numbers with the currency
 * format, dates as dates, and text cells that a spreadsheet would read as a formula (=, +, -, @,
 * tab, return) prefixed with an apostrophe, the OWASP guard against formula injection, since the
 * text comes from users. A workbook is written by exceljs's streaming writer into a temporary
 * file as its rows arrive (a batch at a time from the database), then sent from that file, so an
 * export of any size holds one batch in memory (issue 31 item 13).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface SheetColumn<R> {
  header: string;
  value(row: R): string | number | undefined | null;
  /** `money`: a number of pesos shown as $1,234.56; `date`: YYYY-MM-DD shown as DD/MM/YYYY; `quantity`: up to 4 decimals. */
  kind?: 'text' | 'money' | 'integer' | 'quantity' | 'date';
  width?: number;
}

const FORMULA_START = /^[=+\-@\t\r]/;
export const safeText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const FORMATS: Partial<Record<NonNullable<SheetColumn<unknown>['kind']>, string>> = {
  money: '"$"#,##0.00;-"$"#,##0.00',
  date: 'dd/mm/yyyy',
  quantity: '#,##0.00##',
};

function cellValue<R>(column: SheetColumn<R>, row: R): ExcelJS.CellValue {
  const value = column.value(row);
  if (value === undefined || value === null || value === '') return null;
  if (column.kind === 'money' || column.kind === 'integer' || column.kind === 'quantity') return Number(value);
  if (column.kind === 'date') {
    const [y, m, d] = String(value).split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d));
  }
  return safeText(String(value));
}

/** How rows are laid out beyond their cells. */
export interface SheetLayout<R> {
  /**
   * A row that heads or sums others (a group, the grand total): bold, and every other row is
   * outlined one level under the heading above it, so Excel folds each group's rows.
   */
  heading?(row: R): boolean;
  /** The row's outline level when groups nest (a presupuesto's partidas): instead of one level under each heading. */
  level?(row: R): number;
}

/** A written workbook: its temporary file, removed once sent (or by whoever reads it otherwise). */
export interface XlsxFile {
  path: string;
  remove(): Promise<void>;
}

/** A sheet of a workbook: its tab's `title`, a header row, then the rows (and a last row, such as totals). */
export interface Sheet<R> {
  title: string;
  columns: SheetColumn<R>[];
  rows: Iterable<R> | AsyncIterable<R>;
  layout?: SheetLayout<R>;
}

async function writeSheet<R>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  { title, columns, rows, layout = {} }: Sheet<R>,
) {
  // Sheet names are at most 31 characters and take no []:*?/\ (Excel's rule).
  const sheet = workbook.addWorksheet(title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
    // The group rows stand above the rows they sum, as on the screen.
    ...(layout.heading ? { properties: { outlineProperties: { summaryBelow: false, summaryRight: false } } } : {}),
  });
  sheet.columns = columns.map((column, i) => ({
    key: String(i),
    width: column.width ?? (column.kind === 'money' ? 16 : column.kind === 'date' ? 12 : 24),
    style: column.kind && FORMATS[column.kind] ? { numFmt: FORMATS[column.kind] } : {},
  }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for await (const row of rows) {
    const added = sheet.addRow(columns.map((column) => cellValue(column, row)));
    if (layout.heading) {
      const heading = layout.heading(row);
      if (heading) added.font = { bold: true };
      const level = layout.level ? layout.level(row) : heading ? 0 : 1;
      if (level > 0) added.outlineLevel = level;
    }
    added.commit();
  }
  sheet.commit();
}

/**
 * A workbook of its sheets, in order. Rows may come in batches from the database (an async
 * iterable): each is written to the file as it arrives and let go, so nothing holds them all.
 */
export async function workbook<T extends unknown[]>(sheets: [...{ [K in keyof T]: Sheet<T[K]> }]): Promise<XlsxFile> {
  // Loaded with the first export, not at start: a restart is ready sooner (README "Run it").
  const { default: Excel } = await import('exceljs');
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'obras-xlsx-'));
  const file: XlsxFile = {
    path: path.join(dir, 'libro.xlsx'),
    remove: () => fs.promises.rm(dir, { recursive: true, force: true }),
  };
  try {
    const writer = new Excel.stream.xlsx.WorkbookWriter({ filename: file.path, useStyles: true });
    writer.creator = 'Obras';
    for (const sheet of sheets) await writeSheet(writer, sheet);
    await writer.commit();
    return file;
  } catch (error) {
    await file.remove();
    throw error;
  }
}

/** A workbook of one sheet named `title`. */
export const xlsx = <R>(
  title: string,
  columns: SheetColumn<R>[],
  rows: Iterable<R> | AsyncIterable<R>,
  layout: SheetLayout<R> = {},
): Promise<XlsxFile> => workbook([{ title, columns, rows, layout }]);

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** CSV with a header row, CRLF lines (RFC 4180), money as plain decimals for a bank's importer. */
export function csv<R>(columns: SheetColumn<R>[], rows: Iterable<R>): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) {
    lines.push(
      columns
        .map((column) => {
          const value = column.value(row);
          if (value === undefined || value === null) return '';
          return csvField(
            column.kind === 'text' || column.kind === undefined ? safeText(String(value)) : String(value),
          );
        })
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download named `name` (the page title), both as plain ASCII and as UTF-8 (RFC 6266). */
const disposition = (name: string) =>
  `attachment; filename="${name.normalize('NFD').replace(/[^\x20-\x7e]/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Sends a written workbook from its file, removed once the answer is done (or broken off). */
export function sendXlsx(reply: FastifyReply, title: string, file: XlsxFile) {
  const body = fs.createReadStream(file.path);
  body.on('close', () => void file.remove());
  return reply
    .type(XLSX_TYPE)
    .header('content-length', fs.statSync(file.path).size)
    .header('content-disposition', disposition(`${title}.xlsx`))
    .send(body);
}

export const sendCsv = (reply: FastifyReply, name: string, body: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', disposition(`${name}.csv`))
    .send(body);
