/**
 * The purchasing documents' own refusals (docs/domain.md), beyond what their `x-lifecycle`
 * declares: shared by the server's 409s and the mocks, so the two cannot drift.
 */
import { formatCents, fromCents } from './money';

export const compraYaGenerada = (folioOrden: number, folioCompra: number) =>
  `La orden de compra #${folioOrden} ya tiene la compra #${folioCompra}..`;

export const compraConNota = (folio: number) => `La compra #${folio} ya tiene nota de credito..`;

/**
 * Authorizing an order above its obra's Insumos budget (docs/domain.md Orden de compra): the
 * written justification it then needs, stored with the authorization. 1 to 500 characters once
 * trimmed: the pattern says it of the text as sent (leading and trailing blanks aside).
 */
export const JUSTIFICACION_MAX = 500;
export const JUSTIFICACION_PATTERN = `^\\s*\\S(?:[\\s\\S]{0,${JUSTIFICACION_MAX - 2}}\\S)?\\s*$`;
export const JUSTIFICACION_INVALIDA = `Escriba la justificacion (maximo ${JUSTIFICACION_MAX} caracteres)..`;

/** The 409 of an authorization over the Insumos budget without a justification; `excedente` in cents. */
export const presupuestoRebasado = (excedente: bigint) =>
  `La orden rebasa el presupuesto de Insumos por ${formatCents(excedente)}: escriba la justificacion..`;

/** A purchase history asked from a date after its end (the server's 400; the mocks say the same). */
export const RANGO_INVERTIDO = 'La fecha Desde es posterior a la fecha Hasta..';

/** An obra's Insumos line in cents, the order not in its sums. */
export interface LineaInsumos {
  presupuesto: bigint;
  ejercido: bigint;
  comprometido: bigint;
}

/** What is above the budget once spent + committed are summed (≤ 0: within it). */
export const excedenteDe = ({ presupuesto, ejercido, comprometido }: LineaInsumos): bigint =>
  ejercido + comprometido - presupuesto;

/**
 * The budget check of an authorization, once the order is in its obra's sums (`linea`): above the
 * Insumos budget an order needs a justificacion; the 409's message, or undefined when it may pass.
 */
export function presupuestoSinJustificar(linea: LineaInsumos, justificacion: string | null | undefined) {
  const excedente = excedenteDe(linea);
  return excedente > 0n && !justificacion ? presupuestoRebasado(excedente) : undefined;
}

/** GET …/impacto: the Insumos line without the order and with it (JSON numbers), for server and mocks alike. */
export function impactoEnInsumos(linea: LineaInsumos, orden: bigint) {
  const antes = linea.ejercido + linea.comprometido;
  return {
    presupuesto: fromCents(linea.presupuesto),
    ejercido: fromCents(linea.ejercido),
    comprometido: fromCents(linea.comprometido),
    orden: fromCents(orden),
    antes: fromCents(antes),
    despues: fromCents(antes + orden),
    excede: excedenteDe({ ...linea, comprometido: linea.comprometido + orden }) > 0n,
  };
}
