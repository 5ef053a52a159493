/**
 * The Historial de Compras as a workbook (GET /api/compra/historial/excel): a row per proveedor
 * group, its compras under it read in batches, then the grand total (./historial.ts reads them).
 */
import { and, sql } from 'drizzle-orm';
import { centsToText } from '../../../schemas/money';
import type { Caller } from '../../auth/session';
import type { Db, Executor } from '../../db/client';
import { compra } from '../../db/schema';
import { xlsx, type SheetColumn, type XlsxFile } from '../../reports/spreadsheet';
import {
  abrirHistorial,
  aplicadas,
  filas,
  gruposDe,
  TITULO_HISTORIAL,
  type HistorialFiltro,
  type Sumas,
} from './historial';

/** One row of the sheet: a group (proveedor and count), a compra, or the grand total; amounts as numeric text. */
interface Fila {
  proveedor?: string;
  compras?: number;
  folio?: number;
  fecha?: string;
  folioProveedor?: string | null;
  subTotal: string;
  iva: string;
  total: string;
  saldo: string;
  encabeza: boolean;
}

const columns: SheetColumn<Fila>[] = [
  { header: 'Proveedor', value: (fila) => fila.proveedor, width: 36 },
  { header: 'Compras', kind: 'integer', value: (fila) => fila.compras, width: 10 },
  { header: 'Folio', kind: 'integer', value: (fila) => fila.folio, width: 10 },
  { header: 'Fecha', kind: 'date', value: (fila) => fila.fecha },
  { header: 'Folio Proveedor', value: (fila) => fila.folioProveedor, width: 18 },
  { header: 'Subtotal', kind: 'money', value: (fila) => fila.subTotal },
  { header: 'IVA', kind: 'money', value: (fila) => fila.iva },
  { header: 'Total', kind: 'money', value: (fila) => fila.total },
  { header: 'Saldo', kind: 'money', value: (fila) => fila.saldo },
];

const sumasTexto = (sumas: Sumas) => ({
  subTotal: centsToText(sumas.subTotal),
  iva: centsToText(sumas.iva),
  total: centsToText(sumas.total),
  saldo: centsToText(sumas.saldo),
});

/** Compras read from the database per batch: the sheet never waits on one array of every compra. */
export const LOTE_EXCEL = 500;

/** A group's compras, recent first, in batches of LOTE_EXCEL (keyset on fecha and folio). */
async function* comprasDelGrupo(db: Executor, caller: Caller, filtro: HistorialFiltro): AsyncGenerator<Fila> {
  let after: { fecha: string; folio: number } | undefined;
  for (;;) {
    const antes = after && sql`(${compra.fecha}, ${compra.folio}) < (${after.fecha}::date, ${after.folio}::integer)`;
    const lote = await filas(db, filtro, and(aplicadas(caller, filtro), antes)).limit(LOTE_EXCEL);
    for (const row of lote) {
      const { folio, fecha, folioProveedor, subTotal, iva, total, saldo: debe } = row;
      yield { folio, fecha, folioProveedor, subTotal, iva, total, saldo: debe, encabeza: false };
    }
    if (lote.length < LOTE_EXCEL) return;
    after = lote[lote.length - 1];
  }
}

async function* hoja(db: Executor, caller: Caller, filtro: HistorialFiltro): AsyncGenerator<Fila> {
  const { grupos, total } = await gruposDe(db, caller, filtro);
  for (const { proveedor: quien, compras, ...sumas } of grupos) {
    yield { proveedor: quien.nombre, compras, ...sumasTexto(sumas), encabeza: true };
    yield* comprasDelGrupo(db, caller, { ...filtro, proveedorId: quien.id });
  }
  yield { proveedor: 'Total', compras: total.compras, ...sumasTexto(total), encabeza: true };
}

/**
 * GET /api/compra/historial/excel: every group and every compra of the filters, then the total.
 * Read in one read-only snapshot, so each group row sums exactly the compras under it.
 */
export async function historialXlsx(db: Db, caller: Caller, filtro: HistorialFiltro): Promise<XlsxFile> {
  await abrirHistorial(db, caller, filtro);
  return db.transaction(
    (tx) => xlsx(TITULO_HISTORIAL, columns, hoja(tx, caller, filtro), { heading: (fila) => fila.encabeza }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
