/** The payment history of an obra as the Excel workbook of /cuentas-por-pagar/historial (named after its title). */
import { and, desc, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { matchesSearch } from '../../db/paging';
import { pago } from '../../db/schema';
import { xlsx, type SheetColumn } from '../../reports/spreadsheet';
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

/** Every pago of the obra that matches the search, recent first, as the page lists them. */
export async function historialXlsx(db: Executor, caller: Caller, obraId: number, toSearch?: string): Promise<Buffer> {
  await assertVisibleObra(db, caller, obraId);
  const rows = await pagos.select(db, caller, {
    where: and(eq(pago.obraId, obraId), matchesSearch(pago.busqueda, toSearch)),
    orderBy: [desc(pago.fecha), desc(pago.id)],
  });
  return xlsx(TITULO_HISTORIAL, columns, rows);
}
