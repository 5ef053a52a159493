/**
 * A presupuesto written, as an import confirmed or the demo seed gives it: partidas level by level
 * (their padres' ids first), then conceptos in batches, each row at its position (`orden`). The
 * caller holds the transaction and has emptied the obra's presupuesto.
 */
import { centsToText } from '../../../schemas/money';
import { NIVELES_PARTIDA, type RenglonPresupuesto } from '../../../schemas/presupuesto';
import type { Tx } from '../../db/client';
import { conceptoObra, presupuestoPartida } from './table';

const INSERT_BATCH = 500;

export async function guardarPresupuesto(tx: Tx, obraId: number, renglones: RenglonPresupuesto[]): Promise<void> {
  const ids = new Map<number, number>();
  for (let nivel = 1; nivel <= NIVELES_PARTIDA; nivel += 1) {
    const partidas = renglones.flatMap((r, orden) => (r.tipo === 'partida' && r.nivel === nivel ? [{ r, orden }] : []));
    if (partidas.length === 0) continue;
    const stored = await tx
      .insert(presupuestoPartida)
      .values(
        partidas.map(({ r, orden }) => ({
          obraId,
          orden,
          nivel,
          clave: r.clave,
          descripcion: r.descripcion,
          padreId: r.padre === undefined ? null : ids.get(r.padre)!,
        })),
      )
      .returning({ id: presupuestoPartida.id, orden: presupuestoPartida.orden });
    for (const { id, orden } of stored) ids.set(orden, id);
  }
  const conceptos = renglones.flatMap((r, orden) =>
    r.tipo === 'concepto'
      ? [
          {
            obraId,
            orden,
            partidaId: r.padre === undefined ? null : ids.get(r.padre)!,
            clave: r.clave,
            descripcion: r.descripcion,
            unidad: r.unidad!,
            cantidad: r.cantidad!,
            precioUnitario: centsToText(r.precioUnitario!),
            importe: centsToText(r.importe!),
          },
        ]
      : [],
  );
  for (let i = 0; i < conceptos.length; i += INSERT_BATCH) {
    await tx.insert(conceptoObra).values(conceptos.slice(i, i + INSERT_BATCH));
  }
}
