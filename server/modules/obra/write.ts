/**
 * Creating and changing obras (SPEC.md §5 Obra, DESIGN.md §4). The schema has checked required
 * fields, types, signs and dates; here: money with at most 2 decimals, fin not before inicio, a
 * cliente of the obra's sucursal, utilidad computed in integer cents whatever the client sent, and
 * no change once the obra is terminado.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { cliente, obra } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { centsToText } from '../../db/money';
import type { Caller } from '../../auth/session';
import { badRequest, conflict, notFound } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import type { Obra as ObraInput } from '../../../schemas/generated/obra';
import { FieldErrors } from '../common/field-errors';
import { parseId } from '../common/ids';
import { sucursalForWrite, visibleTo } from '../common/sucursal';
import { findObra, type Obra } from './read';

export const OBRA_TERMINADA = 'La obra esta terminada, no se pueden registrar mas operaciones';
export const FIN_ANTES_DE_INICIO = 'La fecha de fin debe ser posterior al inicio';
export const CLIENTE_NO_EXISTE = 'El cliente no existe';
export const CLIENTE_DE_OTRA_SUCURSAL = 'El cliente pertenece a otra sucursal';
export const UTILIDAD_FUERA_DE_RANGO = 'El importe excede el maximo permitido..';

/** numeric(14,2) holds up to 12 integer digits; a utilidad beyond that cannot be stored. */
const MAX_CENTS = 10n ** 14n - 1n;

/**
 * Locks a visible obra that is still open, for any operation on it or its documents:
 * 404 when the caller cannot see it, 409 when it is terminado.
 */
export async function lockObraAbierta(tx: Tx, caller: Caller, id: number): Promise<{ sucursalId: number }> {
  const [current] = await tx
    .select({ sucursalId: obra.sucursalId, terminado: obra.terminado })
    .from(obra)
    .where(and(eq(obra.id, id), visibleTo(caller, obra.sucursalId)))
    .for('update');
  if (!current) throw notFound('Obra no encontrada');
  if (current.terminado) throw conflict(OBRA_TERMINADA);
  return { sucursalId: current.sucursalId };
}

/** Money, dates and the cliente of a validated body, as stored columns; 400 naming every bad field. */
async function checkedFields(db: Executor, caller: Caller, input: ObraInput, currentSucursal?: number) {
  const errors = new FieldErrors();
  const [costoTotal, insumos, manoObra, indirectos] = (['costoTotal', 'insumos', 'manoObra', 'indirectos'] as const).map(
    (field) => errors.cents(field, input[field]) ?? 0n,
  );
  const anticipo = errors.cents('anticipo', input.anticipo);
  if (input.fin < input.inicio) errors.add('fin', FIN_ANTES_DE_INICIO);
  const utilidad = costoTotal - (insumos + manoObra + indirectos);
  if (utilidad < -MAX_CENTS) errors.add('utilidad', UTILIDAD_FUERA_DE_RANGO);
  const [owner] = await db
    .select({ sucursalId: cliente.sucursalId })
    .from(cliente)
    .where(and(eq(cliente.id, input.cliente.id), visibleTo(caller, cliente.sucursalId)));
  if (!owner) errors.add('cliente.id', CLIENTE_NO_EXISTE);
  errors.throwIfAny();

  // A superuser's new obra goes to its cliente's sucursal unless the body names one.
  const requested = input.sucursal?.id ?? (currentSucursal === undefined ? owner.sucursalId : undefined);
  const sucursalId = await sucursalForWrite(db, caller, requested, currentSucursal);
  if (owner.sucursalId !== sucursalId) {
    throw badRequest(INVALID_INPUT, [{ field: 'cliente.id', message: CLIENTE_DE_OTRA_SUCURSAL }]);
  }
  return {
    nombre: input.nombre,
    clienteId: input.cliente.id,
    costoTotal: centsToText(costoTotal),
    anticipo: anticipo === null ? null : centsToText(anticipo),
    fechaAnticipo: input.fechaAnticipo ?? null,
    inicio: input.inicio,
    fin: input.fin,
    metodoPago: input.metodoPago ?? null,
    insumos: centsToText(insumos),
    manoObra: centsToText(manoObra),
    indirectos: centsToText(indirectos),
    utilidad: centsToText(utilidad),
    terminado: input.terminado === true,
    sucursalId,
  };
}

export function createObra(db: Db, caller: Caller, input: ObraInput): Promise<Obra> {
  return inTransaction(db, caller.id, async (tx) => {
    const [created] = await tx
      .insert(obra)
      .values(await checkedFields(tx, caller, input))
      .returning({ id: obra.id });
    return findObra(tx, caller, created.id);
  });
}

/** PUT replaces the record (absent optionals clear); a terminado obra answers 409. */
export function updateObra(db: Db, caller: Caller, input: ObraInput): Promise<Obra> {
  const id = parseId(input.id, 'id');
  return inTransaction(db, caller.id, async (tx) => {
    const { sucursalId } = await lockObraAbierta(tx, caller, id);
    await tx
      .update(obra)
      .set({ ...(await checkedFields(tx, caller, input, sucursalId)), actualizado: sql`now()` })
      .where(eq(obra.id, id));
    return findObra(tx, caller, id);
  });
}
