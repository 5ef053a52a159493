/**
 * The payment run of a date (server/domain/payables.ts `paymentRun`) as the office signs it — the
 * Relación de pagos PDF — and as the bank takes it — the layout CSV, one transfer per proveedor.
 * What each proveedor is paid is the saldo of its charges, added in cents.
 */
import { centsToText, formatCents, toCents } from '../../../schemas/money';
import { SIN_CARGOS_EN_LA_FECHA } from '../../../schemas/payables';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import type { proveedor } from '../../db/schema';
import {
  amountInWords,
  band,
  GREY,
  letterPage,
  MARGIN,
  roomFor,
  roomForTable,
  signatures,
  table,
  totalRow,
  WIDTH,
  type PdfColumn,
} from '../../reports/letter-pdf';
import { fechaCorta, renderPdf, type PdfDoc } from '../../reports/pdf';
import { csv, type SheetColumn } from '../../reports/spreadsheet';
import type { Cargo } from '../../domain/ledger';
import { paymentRun } from '../../domain/payables';
import { notFound } from '../../http-errors';

/** What the bank's layout takes in its reference and concept fields. */
export const REFERENCIA_MAX = 40;

export const TIPO_DOCUMENTO: Record<Cargo['tipoDocumento'], string> = { COMPRA: 'Compra', GASTO: 'Gasto' };

interface Grupo {
  proveedor: typeof proveedor.$inferSelect;
  cargos: Cargo[];
  /** Σ saldo, in cents. */
  total: bigint;
}

/** The run grouped by proveedor (it comes ordered by proveedor), with its total; 404 when it is empty. */
async function porProveedor(db: Executor, caller: Caller, obraId: number, fechaPago: string) {
  const run = await paymentRun(db, caller, obraId, fechaPago);
  if (run.cargos.length === 0) throw notFound(SIN_CARGOS_EN_LA_FECHA);
  const grupos: Grupo[] = [];
  for (const row of run.cargos) {
    let grupo = grupos.at(-1);
    if (grupo?.proveedor.id !== row.proveedor.id) {
      grupo = { proveedor: row.proveedor, cargos: [], total: 0n };
      grupos.push(grupo);
    }
    grupo.cargos.push(row.cargo);
    grupo.total += toCents(row.cargo.saldo);
  }
  const total = grupos.reduce((sum, grupo) => sum + grupo.total, 0n);
  return { obra: run.obra, grupos, total };
}

const COLUMNS: PdfColumn<Cargo>[] = [
  { title: 'Tipo', width: 90, cell: (row) => TIPO_DOCUMENTO[row.tipoDocumento] },
  { title: 'Folio', width: 90, cell: (row) => String(row.folioDocumento) },
  { title: 'Fecha', width: 100, cell: (row) => fechaCorta(row.fecha) },
  { title: 'Promesa de Pago', width: 110, cell: (row) => fechaCorta(row.promesaPago) },
  { title: 'Importe', width: WIDTH - 390, align: 'right', cell: (row) => formatCents(toCents(row.saldo)) },
];

/** A proveedor's name in bold; answers the y below it. */
function nombre(doc: PdfDoc, text: string, y: number): number {
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor('black').text(text, MARGIN, y, { width: WIDTH });
  return doc.y;
}

/** The proveedor's name and account over its documents; answers where their table starts. */
function encabezado(doc: PdfDoc, proveedor: Grupo['proveedor'], y: number): number {
  doc.font('Helvetica-Bold').fontSize(10.5);
  // The name never ends a page alone: it keeps its account line, its table's header and a row.
  const top = roomForTable(doc, y, doc.heightOfString(proveedor.nombre, { width: WIDTH }) + 16);
  const below = nombre(doc, proveedor.nombre, top);
  const cuenta = [`RFC: ${proveedor.rfc}`, proveedor.clabe && `CLABE: ${proveedor.clabe}`];
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(cuenta.filter(Boolean).join('     '), MARGIN, below + 1, { width: WIDTH });
  return doc.y + 4;
}

export const nombreRelacion = (fechaPago: string) => `Relacion de pagos ${fechaPago}`;

/** The Relación de pagos to sign: per proveedor its account, documents and subtotal; the total in words. */
export async function relacionPdf(db: Executor, caller: Caller, obraId: number, fechaPago: string): Promise<Buffer> {
  const { obra, grupos, total } = await porProveedor(db, caller, obraId, fechaPago);
  return renderPdf(letterPage(nombreRelacion(fechaPago)), (doc) => {
    let y = band(doc, {
      titulo: 'RELACION DE PAGOS',
      obra: obra.nombre,
      detalles: [`Fecha de pago: ${fechaCorta(fechaPago)}`],
    });
    for (const { proveedor, cargos, total: subtotal } of grupos) {
      const continued = (at: number) => nombre(doc, `${proveedor.nombre} (continuacion)`, at) + 4;
      y = table(doc, COLUMNS, cargos, encabezado(doc, proveedor, y), continued) + 4;
      y = totalRow(doc, 'Subtotal', subtotal, y) + 10;
    }
    y = totalRow(doc, 'Total', total, roomFor(doc, y, 60), true);
    signatures(doc, ['Elaboro', 'Autorizo', 'Tesoreria'], amountInWords(doc, total, y + 4));
  });
}

/** 'PAGO 2026-03-20 F81/82': the folios that fit in the bank's field, and a '+' when some do not. */
export function referencia(fechaPago: string, folios: number[]): string {
  const text = (shown: number) =>
    `PAGO ${fechaPago} F${folios.slice(0, shown).join('/')}${shown < folios.length ? '+' : ''}`;
  let shown = folios.length;
  while (shown > 1 && text(shown).length > REFERENCIA_MAX) shown -= 1;
  return text(shown);
}

interface Transferencia {
  grupo: Grupo;
  referencia: string;
  concepto: string;
}

const LAYOUT: SheetColumn<Transferencia>[] = [
  { header: 'Proveedor', value: (row) => row.grupo.proveedor.nombre },
  { header: 'RFC', value: (row) => row.grupo.proveedor.rfc },
  { header: 'CLABE', value: (row) => row.grupo.proveedor.clabe },
  { header: 'Importe', kind: 'money', value: (row) => centsToText(row.grupo.total) },
  { header: 'Referencia', value: (row) => row.referencia },
  { header: 'Concepto', value: (row) => row.concepto },
];

export const nombreLayout = (fechaPago: string) => `Layout bancario ${fechaPago}`;

/** The bank layout: a transfer per proveedor for the saldo of its charges, the importe a plain decimal. */
export async function layoutCsv(db: Executor, caller: Caller, obraId: number, fechaPago: string): Promise<string> {
  const { obra, grupos } = await porProveedor(db, caller, obraId, fechaPago);
  const concepto = `PAGO OBRA ${obra.nombre}`.slice(0, REFERENCIA_MAX);
  return csv(
    LAYOUT,
    grupos.map((grupo) => ({
      grupo,
      referencia: referencia(
        fechaPago,
        grupo.cargos.map((row) => row.folioDocumento),
      ),
      concepto,
    })),
  );
}
