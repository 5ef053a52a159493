/**
 * Catalogs of conceptos and proveedores (docs/architecture.md). The lookups (clasificaciones,
 * subclasificaciones, unidades de medida) are part of the product and are completed on every
 * start; demo proveedores and conceptos load only with SEED=demo, each into its empty table.
 */
import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { clasificacion, concepto, proveedor, subclasificacion, unidadMedida } from '../schema';
import { inTransaction } from '../tx';
import { CLASIFICACIONES, CONCEPTOS, PROVEEDORES, UNIDADES_MEDIDA } from '../../../schemas/demo/catalogos';

/** Adds the lookup values that are missing; unique names make a concurrent start harmless. */
export async function seedLookups(db: Db): Promise<void> {
  await inTransaction(db, null, async (tx) => {
    await tx
      .insert(clasificacion)
      .values(Object.keys(CLASIFICACIONES).map((nombre) => ({ nombre })))
      .onConflictDoNothing();
    const ids = new Map((await tx.select().from(clasificacion)).map((c) => [c.nombre, c.id]));
    const subs = Object.entries(CLASIFICACIONES).flatMap(([padre, nombres]) => {
      const clasificacionId = ids.get(padre);
      if (clasificacionId === undefined) throw new Error(`Clasificacion no sembrada: ${padre}`);
      return nombres.map((nombre) => ({ clasificacionId, nombre }));
    });
    await tx.insert(subclasificacion).values(subs).onConflictDoNothing();
    await tx
      .insert(unidadMedida)
      .values(UNIDADES_MEDIDA.map((nombre) => ({ nombre })))
      .onConflictDoNothing();
  });
}

async function isEmpty(tx: Tx, table: typeof proveedor | typeof concepto): Promise<boolean> {
  const [{ n }] = await tx.select({ n: count() }).from(table);
  return n === 0;
}

/** Lookup ids by name; a subclasificación's name is only unique within its clasificación. */
async function lookupIds(tx: Tx) {
  const byName = <T extends { id: number; nombre: string }>(rows: T[]) => new Map(rows.map((r) => [r.nombre, r.id]));
  const clasificaciones = byName(await tx.select().from(clasificacion));
  const subclasificaciones = new Map(
    (await tx.select().from(subclasificacion)).map((s) => [`${s.clasificacionId}/${s.nombre}`, s.id]),
  );
  const unidades = byName(await tx.select().from(unidadMedida));
  return (c: (typeof CONCEPTOS)[number]) => {
    const clasificacionId = clasificaciones.get(c.clasificacion);
    const subClasificacionId = subclasificaciones.get(`${clasificacionId}/${c.subclasificacion}`);
    const unidadMedidaId = unidades.get(c.unidad);
    if (!clasificacionId || !subClasificacionId || !unidadMedidaId)
      throw new Error(`Concepto demo sin catalogo: ${c.nombre}`);
    return { clasificacionId, subClasificacionId, unidadMedidaId };
  };
}

export async function seedCatalogosDemo(db: Db): Promise<void> {
  await inTransaction(db, null, async (tx) => {
    // Instances starting together on one PostgreSQL must not both load the demo.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727003)`);
    if (await isEmpty(tx, proveedor)) {
      await tx.insert(proveedor).values(PROVEEDORES.map((p) => ({ ...p, esCredito: p.esCredito === true })));
    }
    if (await isEmpty(tx, concepto)) {
      const idsOf = await lookupIds(tx);
      await tx.insert(concepto).values(
        CONCEPTOS.map((c) => ({
          nombre: c.nombre,
          descripcion: c.descripcion,
          precioUnitario: c.precio,
          ...idsOf(c),
        })),
      );
    }
  });
}
