/**
 * The fixed catalogs conceptos are classified with (docs/product.md §7 Lookups): clasificaciones, their
 * subclasificaciones and unidades de medida, seeded with real values (server/db/seed/catalogos.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clasificacion, subclasificacion, unidadMedida } from '../../db/schema';
import { parseId } from '../common/ids';

export interface Lookup {
  id: number;
  nombre: string;
}

export interface Subclasificacion extends Lookup {
  clasificacionId: number;
}

/** GET /api/clasificacion, by nombre. */
export function clasificaciones(db: Executor): Promise<Lookup[]> {
  return db
    .select({ id: clasificacion.id, nombre: clasificacion.nombre })
    .from(clasificacion)
    .orderBy(asc(clasificacion.nombre), asc(clasificacion.id));
}

/** GET /api/subclasificacion?idClasificacion: those of one clasificacion; the id is required. */
export function subclasificaciones(db: Executor, idClasificacion: unknown): Promise<Subclasificacion[]> {
  const id = parseId(idClasificacion, 'idClasificacion');
  return db
    .select({
      id: subclasificacion.id,
      nombre: subclasificacion.nombre,
      clasificacionId: subclasificacion.clasificacionId,
    })
    .from(subclasificacion)
    .where(eq(subclasificacion.clasificacionId, id))
    .orderBy(asc(subclasificacion.nombre), asc(subclasificacion.id));
}

/** GET /api/unidadMedida, by nombre. */
export function unidadesMedida(db: Executor): Promise<Lookup[]> {
  return db
    .select({ id: unidadMedida.id, nombre: unidadMedida.nombre })
    .from(unidadMedida)
    .orderBy(asc(unidadMedida.nombre), asc(unidadMedida.id));
}
