/** Shared fixtures of the domain tests: obras straight in the database and callers of a sucursal. */
import type { Caller } from '../auth/session';
import type { Role } from '../auth/roles';
import { obra } from '../db/schema';
import type { TestServer } from '../test-support/server';
import { insertCliente } from '../modules/obra/test-fixtures';

export async function insertObra(server: TestServer, sucursalId: number, terminado = false): Promise<number> {
  const clienteId = await insertCliente(server, 'Constructora del Desierto', sucursalId);
  const [row] = await server.db
    .insert(obra)
    .values({
      nombre: terminado ? 'Bodega terminada' : 'Bodega en curso',
      clienteId,
      costoTotal: '1000500.00',
      inicio: '2025-01-13',
      fin: '2025-06-30',
      // Room for the orders tests authorize: above it, an authorization needs a justification.
      insumos: '1000000.00',
      manoObra: '300.00',
      indirectos: '100.00',
      utilidad: '100.00',
      terminado,
      sucursalId,
    })
    .returning({ id: obra.id });
  return row.id;
}

/** A caller as the access guard would load it; domain functions only read its role and sucursal. */
export const callerOf = (sucursalId: number, role: Role = 'ROLE_USER'): Caller => ({
  id: 1,
  username: 'residente',
  role,
  nombres: 'Residente',
  apellidos: 'Pruebas',
  sucursalId,
});
