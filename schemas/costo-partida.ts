/**
 * Cost per partida and avance (docs/domain.md, Costo por partida and Avance físico), for server and
 * mocks alike: amounts in integer cents, percentages with 2 decimals rounded half up.
 */
import { divRound, fromCents } from './money';

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
