/**
 * The import of a presupuesto (docs/domain.md, Presupuesto): the sheet read (./hoja.ts), a preview
 * with counts, totals and a page of its rows, and, confirmed, the obra's presupuesto replaced by it
 * in one transaction, or nothing stored while any row has an error. Confirming re-sends the file,
 * as the catalog import does: nothing is kept between the two requests.
 */
import { eq } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../../../schemas/api/shared';
import { fromCents, toCents } from '../../../schemas/money';
import {
  PRESUPUESTO_CON_AJUSTES,
  PRESUPUESTO_CON_AVANCE,
  hojaConErrores,
  renglonImportado,
} from '../../../schemas/presupuesto';
import type { Caller } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { ajustePresupuesto, estimacion } from '../../db/schema';
import { PRESUPUESTO_CON_ESTIMACIONES } from '../../../schemas/estimacion';
import { toPage } from '../../db/paging';
import { inTransaction } from '../../db/tx';
import { OBRA_TERMINADA } from '../../../schemas/messages';
import { lockOpenObra } from '../../domain/closed-obra';
import type { MultipartBody } from '../../files/multipart';
import { badRequest, conflict } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { enHilo } from '../../workers/pool';
import { guardarPresupuesto } from './guardar';
import { cuentas, type PresupuestoLeido } from './hoja';
import { obraDelPresupuesto } from './service';
import { cargosPorClave, devolverCargos, type CargosPorClave } from './cargos';
import { avanceConcepto, conceptoObra, presupuestoPartida } from './table';

const PAGINA = 50;

/**
 * The one place a presupuesto gives way to another: the obra locked open (404 unseen, 409
 * terminado), then its conceptos and partidas deleted, and the documents' partidas read by clave
 * to be put back (./cargos.ts). Ajustes, estimaciones and a captured avance refer to its
 * conceptos: a presupuesto that has them is refused here, with the reason, before anything is
 * deleted.
 */
async function reemplazarPresupuesto(tx: Tx, caller: Caller, obraId: number): Promise<CargosPorClave> {
  await lockOpenObra(tx, caller, obraId);
  const [ajuste] = await tx
    .select({ id: ajustePresupuesto.id })
    .from(ajustePresupuesto)
    .where(eq(ajustePresupuesto.obraId, obraId))
    .limit(1);
  if (ajuste) throw conflict(PRESUPUESTO_CON_AJUSTES);
  const [estimada] = await tx
    .select({ id: estimacion.id })
    .from(estimacion)
    .where(eq(estimacion.obraId, obraId))
    .limit(1);
  if (estimada) throw conflict(PRESUPUESTO_CON_ESTIMACIONES);
  const [avance] = await tx
    .select({ id: avanceConcepto.id })
    .from(avanceConcepto)
    .where(eq(avanceConcepto.obraId, obraId))
    .limit(1);
  if (avance) throw conflict(PRESUPUESTO_CON_AVANCE);
  const cargos = await cargosPorClave(tx, obraId);
  await tx.delete(conceptoObra).where(eq(conceptoObra.obraId, obraId));
  await tx.delete(presupuestoPartida).where(eq(presupuestoPartida.obraId, obraId));
  return cargos;
}

/** A page number or size sent as a form field; 400 when it is not one. */
function entero(parts: MultipartBody, campo: string, predeterminado: number, maximo: number): number {
  const texto = parts.fields.get(campo);
  if (texto === undefined) return predeterminado;
  const n = Number(texto);
  if (!Number.isInteger(n) || n < 0 || n > maximo) {
    throw badRequest(INVALID_INPUT, [{ field: campo, message: `Ingrese un entero entre 0 y ${maximo}` }]);
  }
  return n;
}

// Reading 5,000 rows of a workbook and the presupuesto in them holds the event loop for longer than
// any request may: it runs on a worker thread (server/workers/pool.ts).
const leerEnHilo = enHilo<PresupuestoLeido>(new URL('./lector.worker.ts', import.meta.url));

/** POST /api/presupuesto/obra/{idObra}/importar; `leerPartes` reads its multipart body. */
export async function importarPresupuesto(
  db: Db,
  caller: Caller,
  obraId: number,
  leerPartes: () => Promise<MultipartBody>,
) {
  // The obra first: another sucursal's answers 404 whatever was sent.
  const obra = await obraDelPresupuesto(db, caller, obraId);
  // A preview of what could never be stored would only mislead.
  if (obra.terminado) throw conflict(OBRA_TERMINADA);
  const parts = await leerPartes();
  const archivo = parts.files.find((f) => f.field === 'archivo');
  if (!archivo) throw badRequest(INVALID_INPUT, [{ field: 'archivo', message: 'Elija la hoja a importar' }]);
  const pageSize = entero(parts, 'pageSize', PAGINA, MAX_PAGE_SIZE) || PAGINA;
  const page = entero(parts, 'page', 0, 1_000_000);
  const leido = await leerEnHilo(archivo.content, archivo.filename);
  const { partidas, conceptos, conErrores, total } = cuentas(leido);
  const confirmar = parts.fields.get('confirmar') === 'true';
  if (confirmar) {
    if (conErrores > 0) throw badRequest(hojaConErrores(conErrores));
    await inTransaction(db, caller.id, async (tx) => {
      const cargos = await reemplazarPresupuesto(tx, caller, obraId);
      await guardarPresupuesto(tx, obraId, leido.renglones);
      await devolverCargos(tx, obraId, cargos);
    });
  }
  const mostrados =
    parts.fields.get('soloErrores') === 'true' ? leido.renglones.filter((r) => r.errores.length > 0) : leido.renglones;
  const req = { page, pageSize, offset: page * pageSize };
  return {
    partidas,
    conceptos,
    conErrores,
    total: fromCents(total),
    totalArchivo: leido.totalArchivo === null ? null : fromCents(leido.totalArchivo),
    costoTotal: fromCents(toCents(obra.costoTotal)),
    guardado: confirmar,
    renglones: toPage(
      mostrados.slice(req.offset, req.offset + pageSize).map((r) => renglonImportado(r, r.fila, r.errores)),
      mostrados.length,
      req,
    ),
  };
}
