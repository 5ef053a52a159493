/**
 * The presupuesto of the bench (issue 28): 5,000 conceptos de obra in 10 partidas of 5 subpartidas
 * each, the shape OPUS exports. Stored once per database in the bench obra whose summary the obra
 * cases read, with an authorized volumen adicional on one concepto in fifty, for the tree's reads;
 * copied into `copies` other bench obras, so the tables hold other obras' presupuestos as a real
 * company's do; and written as a workbook (title rows, header, partidas, conceptos, the grand total)
 * that the import case sends, preview then confirm, into the bench obra after the first, which has none.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { fromCents } from '../schemas/money';
import { cantidadTexto, importeConcepto, type RenglonPresupuesto } from '../schemas/presupuesto';
import type { Db } from '../server/db/client';
import { obra } from '../server/db/schema';
import { inTransaction } from '../server/db/tx';
import { guardarPresupuesto } from '../server/modules/presupuesto/guardar';
import { conceptoObra, presupuestoPartida } from '../server/modules/presupuesto/table';

const PARTIDAS = 10;
const SUBPARTIDAS = 5;
const POR_SUBPARTIDA = 100;
export const CONCEPTOS = PARTIDAS * SUBPARTIDAS * POR_SUBPARTIDA;

export interface BenchPresupuesto {
  /** The obra whose presupuesto the tree's cases read. */
  obraId: number;
  /** Its first subpartida: the page a user opens first. */
  partidaId: number;
  /** The obra the import case replaces the presupuesto of; null when no bench obra follows (no import case). */
  importarEn: number | null;
}

const dos = (n: number) => String(n).padStart(2, '0');

/** The rows, in order: each partida, its subpartidas, and their conceptos at varied quantities and prices. */
export function renglones(): RenglonPresupuesto[] {
  const rows: RenglonPresupuesto[] = [];
  for (let p = 1; p <= PARTIDAS; p += 1) {
    const padre = rows.push({ tipo: 'partida', nivel: 1, clave: dos(p), descripcion: `PARTIDA ${p} DE LA OBRA` }) - 1;
    for (let s = 1; s <= SUBPARTIDAS; s += 1) {
      const clave = `${dos(p)}.${dos(s)}`;
      const sub = rows.push({ tipo: 'partida', nivel: 2, clave, descripcion: `Subpartida ${clave}`, padre }) - 1;
      for (let c = 1; c <= POR_SUBPARTIDA; c += 1) {
        const cantidad = cantidadTexto(BigInt(((p * 7919 + s * 104729 + c * 131) % 500000) + 10000));
        const precioUnitario = BigInt(((p * 31 + s * 17 + c * 7919) % 900000) + 1500);
        rows.push({
          tipo: 'concepto',
          nivel: 3,
          clave: `${clave}-${String(c).padStart(3, '0')}`,
          descripcion: `Concepto ${c} de la subpartida ${clave}: suministro, habilitado y colocación`,
          unidad: ['m2', 'm3', 'ml', 'kg', 'pza'][c % 5],
          cantidad,
          precioUnitario,
          importe: importeConcepto(cantidad, fromCents(precioUnitario))!,
          padre: sub,
        });
      }
    }
  }
  return rows;
}

/** The presupuesto as OPUS writes it: title rows, the header, its rows with amounts as numbers, the total. */
export async function workbook(): Promise<Buffer> {
  const rows = renglones();
  const book = new ExcelJS.Workbook();
  const hoja = book.addWorksheet('Presupuesto');
  hoja.addRow(['CONSTRUCTORA DEL BENCH, S.A. DE C.V.']);
  hoja.addRow(['Obra: Hospital General de Zona, Hermosillo, Sonora']);
  hoja.addRow(['Fecha: 15/03/2026']);
  hoja.addRow([]);
  hoja.addRow(['Clave', 'Descripción', 'Unidad', 'Cantidad', 'P. U.', 'Importe']);
  let total = 0n;
  for (const r of rows) {
    if (r.tipo === 'partida') hoja.addRow([r.clave, r.descripcion]);
    else {
      total += r.importe!;
      hoja.addRow([
        r.clave,
        r.descripcion,
        r.unidad,
        Number(r.cantidad),
        fromCents(r.precioUnitario!),
        fromCents(r.importe!),
      ]);
    }
  }
  hoja.addRow([null, 'Total del presupuesto', null, null, null, fromCents(total)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Copies of the presupuesto of `obraId` into the first `copies` bench obras but `obraId` and
 * `importarEn`: partidas (flat: nobody reads their tree) and conceptos under the partida of the
 * same orden, triggers off as the documents' load.
 */
async function copiar(db: Db, obraId: number, importarEn: number | null, sucursalId: number, copies: number) {
  await inTransaction(db, null, async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`CREATE TEMP TABLE otras ON COMMIT DROP AS
      SELECT id FROM obra WHERE sucursal_id = ${sucursalId} AND id <> ${obraId} AND id <> ${importarEn ?? 0}
      ORDER BY id LIMIT ${copies}`);
    await tx.execute(sql`
      INSERT INTO presupuesto_partida (obra_id, orden, nivel, clave, descripcion)
      SELECT o.id, p.orden, p.nivel, p.clave, p.descripcion
      FROM presupuesto_partida p CROSS JOIN otras o WHERE p.obra_id = ${obraId}`);
    await tx.execute(sql`
      INSERT INTO concepto_obra (obra_id, orden, partida_id, clave, descripcion, unidad, cantidad, precio_unitario, importe)
      SELECT o.id, c.orden, np.id, c.clave, c.descripcion, c.unidad, c.cantidad, c.precio_unitario, c.importe
      FROM concepto_obra c JOIN presupuesto_partida op ON op.id = c.partida_id CROSS JOIN otras o
      JOIN presupuesto_partida np ON np.obra_id = o.id AND np.orden = op.orden
      WHERE c.obra_id = ${obraId}`);
  });
}

/**
 * Stores the presupuesto in `obraId` and its copies unless it has one, and names what the cases
 * read and write.
 */
export async function loadPresupuesto(
  db: Db,
  obraId: number,
  sucursalId: number,
  copies: number,
  log: (line: string) => void,
): Promise<BenchPresupuesto> {
  const [{ n }] = await db.select({ n: count() }).from(conceptoObra).where(eq(conceptoObra.obraId, obraId));
  const [siguiente] = await db
    .select({ id: obra.id })
    .from(obra)
    .where(and(eq(obra.sucursalId, sucursalId), gt(obra.id, obraId)))
    .orderBy(obra.id)
    .limit(1);
  const importarEn = siguiente?.id ?? null;
  if (n === 0) {
    await inTransaction(db, null, async (tx) => {
      await guardarPresupuesto(tx, obraId, renglones());
      await tx.execute(sql`
        INSERT INTO ajuste_presupuesto (status, obra_id, sucursal_id, folio, fecha, tipo, concepto_obra_id, clave,
          descripcion, unidad, cantidad, precio_unitario, importe, justificacion)
        SELECT 'autorizado', c.obra_id, ${sucursalId},
          (SELECT coalesce(max(folio), 0) FROM ajuste_presupuesto WHERE sucursal_id = ${sucursalId})
            + row_number() OVER (ORDER BY c.orden),
          date '2026-03-01', 'volumen', c.id, c.clave, c.descripcion, c.unidad, m.cantidad, c.precio_unitario,
          round(m.cantidad * c.precio_unitario, 2), 'Volumen adicional pedido por el cliente'
        FROM concepto_obra c CROSS JOIN LATERAL (SELECT round(c.cantidad / 10, 4) AS cantidad) m
        WHERE c.obra_id = ${obraId} AND c.orden % 50 = 0`);
    });
    log(`presupuesto: ${CONCEPTOS} conceptos en la obra ${obraId}`);
    if (copies > 0) await copiar(db, obraId, importarEn, sucursalId, copies);
    await db.execute(sql`VACUUM ANALYZE presupuesto_partida, concepto_obra, ajuste_presupuesto`);
    log(`presupuesto: copiado en ${copies} obras`);
  }
  const [partida] = await db
    .select({ id: presupuestoPartida.id })
    .from(presupuestoPartida)
    .where(and(eq(presupuestoPartida.obraId, obraId), eq(presupuestoPartida.nivel, 2)))
    .orderBy(presupuestoPartida.orden)
    .limit(1);
  return { obraId, partidaId: partida.id, importarEn };
}
