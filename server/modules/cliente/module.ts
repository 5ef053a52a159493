/** The cliente module: its routes, and a cliente in each sucursal for the access matrix. */
import type { Db } from '../../db/client';
import { cliente } from '../../db/schema';
import { defineModule, inEachSucursal } from '../define-module';
import { clienteModule } from './routes';

/** A cliente straight in the table, for samples of records that need one (obras). */
export async function insertCliente(db: Db, sucursalId: number, tag: string): Promise<number> {
  const [row] = await db
    .insert(cliente)
    .values({
      nombre: `Cliente matriz ${tag}`,
      razonSocial: `Cliente ${tag} SA de CV`,
      direccion: 'Calle Uno 1, Hermosillo',
      rfc: 'XAXX010101000',
      telefonoContacto: '662 000 0000',
      correoContacto: `cliente-${tag}@obras.mx`,
      diasCredito: 30,
      sucursalId,
    })
    .returning({ id: cliente.id });
  return row.id;
}

export default defineModule({
  routes: clienteModule,
  accessSamples: async (fixture) => ({
    idCliente: await inEachSucursal(fixture, (sucursalId, tag) => insertCliente(fixture.app.db, sucursalId, tag)),
  }),
});
