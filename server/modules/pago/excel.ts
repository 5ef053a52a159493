/** The payment history of an obra as the Excel workbook of /cuentas-por-pagar/historial (named after its title). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/session';
import type { Db, Executor } from '../../db/client';
import { matchesSearch } from '../../db/paging';
import { pago } from '../../db/schema';
import { xlsx, type SheetColumn, type XlsxFile } from '../../reports/spreadsheet';
import { assertVisibleObra } from '../../domain/closed-obra';
import { pagos, type Pago } from './service';

export const TITULO_HISTORIAL = 'Historial de Pagos';

const FORMAS: Record<string, string> = { NotaCredito: 'Nota Credito', PorDefinir: 'Por Definir' };

const columns: SheetColumn<Pago>[] = [
  { header: 'Folio', kind: 'integer', value: (row) => row.folio, width: 10 },
  { header: 'Fecha', kind: 'date', value: (row) => row.fecha },
  { header: 'Proveedor', value: (row) => row.proveedor?.nombre, width: 36 },
  { header: 'Forma de Pago', value: (row) => FORMAS[row.formaPago] ?? row.formaPago, width: 16 },
  { header: 'Descripcion', value: (row) => row.descripcion, width: 40 },
  { header: 'Importe', kind: 'money', value: (row) => row.total },
];

/** Pagos read from the database per batch: the sheet never waits on one array of every pago. */
export const LOTE_EXCEL = 500;

/** The obra's pagos that match the search, recent first, in batches of LOTE_EXCEL (keyset on fecha and id). */
async function* pagosDe(db: Executor, caller: Caller, obraId: number, toSearch?: string): AsyncGenerator<Pago> {
  let after: { fecha: string; id: number } | undefined;
  for (;;) {
    const antes = after && sql`(${pago.fecha}, ${pago.id}) < (${after.fecha}::date, ${after.id}::integer)`;
    const lote = await pagos.select(db, caller, {
      where: and(eq(pago.obraId, obraId), matchesSearch(pago.busqueda, toSearch), antes),
      orderBy: [desc(pago.fecha), desc(pago.id)],
      limit: LOTE_EXCEL,
    });
    yield* lote;
    if (lote.length < LOTE_EXCEL) return;
    const last = lote[lote.length - 1];
    after = { fecha: last.fecha, id: last.id };
  }
}

/**
 * Every pago of the obra that matches the search, recent first, as the page lists them; read in
 * one read-only snapshot, so a payment registered meanwhile neither shows twice nor shifts a batch.
 */
export async function historialXlsx(db: Db, caller: Caller, obraId: number, toSearch?: string): Promise<XlsxFile> {
  await assertVisibleObra(db, caller, obraId);
  return db.transaction((tx) => xlsx(TITULO_HISTORIAL, columns, pagosDe(tx, caller, obraId, toSearch)), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
