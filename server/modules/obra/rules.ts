/**
 * The rules of an obra write beyond its schema (docs/product.md §5 Obra, docs/domain.md): no change once the
 * obra is terminado, fin not before inicio, utilidad computed in integer cents whatever the client
 * sent, and a cliente the caller sees, of the obra's own sucursal. (Money decimals: entity layer.)
 */
import { and, eq } from 'drizzle-orm';
import type { Obra } from '../../../schemas/generated/obra';
import { centsToText } from '../../../schemas/money';
import { utilidadDe, type CostosDeObra } from '../../../schemas/obra';
import { cliente } from '../../db/schema';
import type { WriteContext } from '../../entity/define';
import { badRequest, conflict } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { visibleTo } from '../common/sucursal';

/** Editing the obra itself once closed; its documents answer the shorter domain message. */
export const OBRA_TERMINADA_SIN_OPERACIONES = 'La obra esta terminada, no se pueden registrar mas operaciones';
export const FIN_ANTES_DE_INICIO = 'La fecha de fin debe ser posterior al inicio';
export const CLIENTE_NO_EXISTE = 'El cliente no existe';
export const CLIENTE_DE_OTRA_SUCURSAL = 'El cliente pertenece a otra sucursal';
export const UTILIDAD_FUERA_DE_RANGO = 'El importe excede el maximo permitido..';

/** numeric(14,2) holds up to 12 integer digits; a utilidad beyond that cannot be stored. */
const MAX_CENTS = 10n ** 14n - 1n;

export async function obraRules({
  tx,
  caller,
  input,
  values,
  errors,
  current,
  resolveOwner,
}: WriteContext<Obra>): Promise<void> {
  if (current?.terminado) throw conflict(OBRA_TERMINADA_SIN_OPERACIONES);
  if (input.fin < input.inicio) errors.add('fin', FIN_ANTES_DE_INICIO);
  const utilidad = utilidadDe(values as unknown as CostosDeObra);
  if (utilidad < -MAX_CENTS) errors.add('utilidad', UTILIDAD_FUERA_DE_RANGO);
  values.utilidad = centsToText(utilidad);
  const [owner] = await tx
    .select({ sucursalId: cliente.sucursalId })
    .from(cliente)
    .where(and(eq(cliente.id, input.cliente.id), visibleTo(caller, cliente.sucursalId)));
  if (!owner) errors.add('cliente.id', CLIENTE_NO_EXISTE);
  errors.throwIfAny();

  // A superuser's new obra goes to its cliente's sucursal unless the body names one.
  const sucursalId = await resolveOwner(input.sucursal?.id ?? (current ? undefined : owner.sucursalId));
  if (owner.sucursalId !== sucursalId) {
    throw badRequest(INVALID_INPUT, [{ field: 'cliente.id', message: CLIENTE_DE_OTRA_SUCURSAL }]);
  }
}
