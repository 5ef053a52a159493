/**
 * Cost beside what was estimated, per partida of the presupuesto (issue 29 item 6): the obra
 * summary's cost so far (ejercido + comprometido, each partida with its subpartidas) beside the
 * acumulado × P.U. of this estimación's conceptos, summed up the partida tree; a partida whose cost
 * passes what it has earned is flagged. Cents throughout.
 */
import { toCents } from '../../../schemas/money';
import { importeConcepto } from '../../../schemas/presupuesto';

interface Costo {
  ejercido: number;
  comprometido: number;
}

export interface PartidaConCosto extends Costo {
  id: number;
  padreId: number | null;
  nivel: number;
  clave: string;
  descripcion: string;
}

export interface LineaEstimada {
  conceptoObraId: number;
  acumulado?: number;
  precioUnitario?: number;
}

export interface CostoContraEstimado {
  /** The partida; none for the conceptos outside any. */
  partida?: PartidaConCosto;
  costo: bigint;
  estimado: bigint;
  excede: boolean;
}

const costoDe = (c: Costo) => toCents(c.ejercido) + toCents(c.comprometido);

export function costoContraEstimado(
  partidas: readonly PartidaConCosto[],
  sinPartida: Costo,
  lineas: readonly LineaEstimada[],
  partidaDe: Readonly<Record<number, number | null>>,
): CostoContraEstimado[] {
  const porId = new Map(partidas.map((p) => [p.id, p]));
  const estimado = new Map<number | null, bigint>();
  const sumar = (id: number | null, cents: bigint) => estimado.set(id, (estimado.get(id) ?? 0n) + cents);
  for (const linea of lineas) {
    const cents = importeConcepto(linea.acumulado ?? 0, linea.precioUnitario ?? 0) ?? 0n;
    let id = partidaDe[linea.conceptoObraId] ?? null;
    if (id === null) sumar(null, cents);
    // A partida's cost counts its subpartidas', so what it earned does too.
    while (id !== null) {
      sumar(id, cents);
      id = porId.get(id)?.padreId ?? null;
    }
  }
  const fila = (partida: PartidaConCosto | undefined, costo: bigint, cents: bigint) => ({
    partida,
    costo,
    estimado: cents,
    excede: costo > cents,
  });
  const filas = partidas.filter((p) => estimado.has(p.id)).map((p) => fila(p, costoDe(p), estimado.get(p.id)!));
  return estimado.has(null) ? [...filas, fila(undefined, costoDe(sinPartida), estimado.get(null)!)] : filas;
}
