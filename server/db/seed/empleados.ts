/**
 * Demo empleados (SEED=demo): a crew in the main sucursal and two in Obregon, loaded in one
 * transaction and only into an empty empleado table. Runs after the demo clientes, which create
 * the Obregon sucursal.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { empleado, sucursal } from '../schema';
import { inTransaction } from '../tx';
import { DEMO_SUCURSAL_OBREGON } from '../../../schemas/demo/obras';
import { EMPLEADOS } from '../../../schemas/demo/empleados';

export async function seedEmpleadosDemo(db: Db, sucursalId: number): Promise<void> {
  await inTransaction(db, null, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727004)`);
    const [{ n }] = await tx.select({ n: count() }).from(empleado);
    if (n > 0) return;
    const [obregon] = await tx
      .select({ id: sucursal.id })
      .from(sucursal)
      .where(eq(sucursal.nombre, DEMO_SUCURSAL_OBREGON.nombre));
    await tx.insert(empleado).values(
      EMPLEADOS.map(({ obregon: enObregon, ...fields }) => ({
        ...fields,
        sucursalId: enObregon && obregon ? obregon.id : sucursalId,
      })),
    );
  });
}
