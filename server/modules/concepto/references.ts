/**
 * The checks a concepto body needs beyond its schema: the lookup ids it names must exist, the
 * subclasificación must belong to the clasificación, and the price must have at most 2 decimals.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clasificacion, subclasificacion, unidadMedida } from '../../db/schema';
import type { Concepto } from '../../../schemas/generated/concepto';
import { centsToText } from '../../db/money';
import { FieldErrors } from '../common/field-errors';

export const MESSAGES = {
  clasificacion: 'La clasificacion no existe',
  subclasificacion: 'La subclasificacion no existe',
  subDeOtra: 'La subclasificacion no pertenece a la clasificacion seleccionada',
  unidadMedida: 'La unidad de medida no existe',
};

async function exists(db: Executor, table: typeof clasificacion | typeof unidadMedida, id: number): Promise<boolean> {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}

async function checkSubclasificacion(db: Executor, input: Concepto, errors: FieldErrors): Promise<void> {
  if (input.subClasificacionId === undefined) return;
  const [sub] = await db
    .select({ clasificacionId: subclasificacion.clasificacionId })
    .from(subclasificacion)
    .where(eq(subclasificacion.id, input.subClasificacionId));
  if (!sub) errors.add('subClasificacionId', MESSAGES.subclasificacion);
  else if (sub.clasificacionId !== input.clasificacionId) errors.add('subClasificacionId', MESSAGES.subDeOtra);
}

/** Answers 400 naming every bad field; otherwise the price as numeric text (or null). */
export async function checkedConcepto(db: Executor, input: Concepto): Promise<{ precioUnitario: string | null }> {
  const errors = new FieldErrors();
  const cents = errors.cents('precioUnitario', input.precioUnitario);
  if (input.clasificacionId !== undefined && !(await exists(db, clasificacion, input.clasificacionId))) {
    errors.add('clasificacionId', MESSAGES.clasificacion);
  }
  await checkSubclasificacion(db, input, errors);
  if (input.unidadMedidaId !== undefined && !(await exists(db, unidadMedida, input.unidadMedidaId))) {
    errors.add('unidadMedidaId', MESSAGES.unidadMedida);
  }
  errors.throwIfAny();
  return { precioUnitario: cents === null ? null : centsToText(cents) };
}
