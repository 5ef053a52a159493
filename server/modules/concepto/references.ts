/**
 * The checks a concepto body needs beyond its schema: the lookup ids it names must exist, and the
 * subclasificación must belong to the clasificación. (The price's decimals are the entity layer's.)
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clasificacion, subclasificacion, unidadMedida } from '../../db/schema';
import type { Concepto } from '../../../schemas/generated/concepto';
import type { FieldErrors } from '../common/field-errors';

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

/** Adds an error for every lookup id that does not exist or does not fit. */
export async function checkReferences(db: Executor, input: Concepto, errors: FieldErrors): Promise<void> {
  if (input.clasificacionId !== undefined && !(await exists(db, clasificacion, input.clasificacionId))) {
    errors.add('clasificacionId', MESSAGES.clasificacion);
  }
  await checkSubclasificacion(db, input, errors);
  if (input.unidadMedidaId !== undefined && !(await exists(db, unidadMedida, input.unidadMedidaId))) {
    errors.add('unidadMedidaId', MESSAGES.unidadMedida);
  }
}
