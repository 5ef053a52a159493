/** Shared by tests and access samples: a cliente straight in the table. */
import type { Db } from '../../db/client';
import { cliente } from '../../db/schema';

/** A cliente of `sucursalId`, for samples of records that need one (obras, ordenes). */
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
