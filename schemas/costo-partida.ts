/**
 * Cost per partida and avance (docs/domain.md, Costo por partida and Avance físico), for server and
 * mocks alike: amounts in integer cents, percentages with 2 decimals rounded half up.
 */
import { divRound, fromCents } from './money';
import { subtotalesPartidas } from './presupuesto';

/** The row of what names no partida, last in the cost by partida. */
export const SIN_PARTIDA = 'Sin partida';

/** `parte` over `total` as a percentage with 2 decimals; null when there is no total to compare with. */
export function porcentaje(parte: bigint, total: bigint): number | null {
  if (total === 0n) return null;
  return Number(divRound(parte * 10000n, total)) / 100;
}

export interface CostoEnCentavos {
  /** Importe vigente: what the client pays for it (today the presupuesto's importe). */
  importe: bigint;
  /** Costo ejercido: applied compras' lines, applied gastos, nóminas. */
  ejercido: bigint;
  /** Authorized orders' lines without a compra, lines of compras not yet applied. */
  comprometido: bigint;
  /** Executed quantities × P.U. (the avance captured). */
  ejecutado: bigint;
}

/**
 * A row of the obra summary's cost by partida, as the API answers it: margen = importe −
 * (ejercido + comprometido), its percentage of the importe, `excedida` when that cost passes the
 * importe, and the avance físico = ejecutado over importe.
 */
export function costoDePartida({ importe, ejercido, comprometido, ejecutado }: CostoEnCentavos) {
  const margen = importe - ejercido - comprometido;
  return {
    importe: fromCents(importe),
    ejercido: fromCents(ejercido),
    comprometido: fromCents(comprometido),
    margen: fromCents(margen),
    margenPorcentaje: porcentaje(margen, importe),
    excedida: margen < 0n,
    avanceFisico: porcentaje(ejecutado, importe),
  };
}

export interface PartidaConImporte {
  id: number;
  padreId: number | null;
  nivel: number;
  clave: string;
  descripcion: string;
  /** Its subtotal in cents (importe vigente). */
  importe: bigint;
}

/** What the documents that name one partida (null: none) add up to on their own, in cents. */
export interface CostoPropio {
  partidaId: number | null;
  ejercido: bigint;
  comprometido: bigint;
  ejecutado: bigint;
}

/**
 * Per partida of `partidas` (the presupuesto's, with their subtotals) its cost, margen and avance,
 * each partida's own sums rolled up to its ancestors; the same for what names no partida ('Sin
 * partida', with `sinPartida` the importe of conceptos without one, and the sums of a partida
 * unknown to the tree); the obra's avance físico and ejercido in cents.
 */
export function costosDelArbol(
  partidas: readonly PartidaConImporte[],
  sumas: readonly CostoPropio[],
  sinPartida: bigint,
) {
  const propias = new Map(sumas.map((s) => [s.partidaId, s]));
  const arriba = (campo: 'ejercido' | 'comprometido' | 'ejecutado') =>
    subtotalesPartidas(
      partidas.map((p) => ({ id: p.id, padreId: p.padreId, propio: propias.get(p.id)?.[campo] ?? 0n })),
    );
  const [ejercido, comprometido, ejecutado] = [arriba('ejercido'), arriba('comprometido'), arriba('ejecutado')];
  const conocidas = new Set(partidas.map((p) => p.id));
  // A partida deleted since (none: a re-import keeps them) would count as Sin partida.
  const sueltas = sumas.filter((s) => s.partidaId === null || !conocidas.has(s.partidaId));
  const suelto = (campo: 'ejercido' | 'comprometido' | 'ejecutado') => sueltas.reduce((acc, s) => acc + s[campo], 0n);
  const total = (campo: 'ejercido' | 'ejecutado') => sumas.reduce((acc, s) => acc + s[campo], 0n);
  const importeTotal = partidas.filter((p) => p.padreId === null).reduce((acc, p) => acc + p.importe, sinPartida);
  return {
    partidas: partidas.map(({ id, padreId, nivel, clave, descripcion, importe }) => ({
      id,
      padreId,
      nivel,
      clave,
      descripcion,
      ...costoDePartida({
        importe,
        ejercido: ejercido.get(id) ?? 0n,
        comprometido: comprometido.get(id) ?? 0n,
        ejecutado: ejecutado.get(id) ?? 0n,
      }),
    })),
    sinPartida: costoDePartida({
      importe: sinPartida,
      ejercido: suelto('ejercido'),
      comprometido: suelto('comprometido'),
      ejecutado: suelto('ejecutado'),
    }),
    avanceFisico: porcentaje(total('ejecutado'), importeTotal),
    ejercido: total('ejercido'),
  };
}
