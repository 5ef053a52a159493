/** Shared fixtures of the obra API tests: a cliente row, a valid obra body for it, an obra row. */
import type { Db } from '../../db/client';
import { cliente, obra } from '../../db/schema';
import type { TestServer } from '../../test-support/server';
import { insertCliente as clienteRow } from '../cliente/test-fixtures';

export async function insertCliente(server: TestServer, nombre: string, sucursalId: number): Promise<number> {
  const [row] = await server.db
    .insert(cliente)
    .values({
      nombre,
      razonSocial: `${nombre} SA de CV`,
      direccion: 'Hermosillo',
      rfc: 'XAXX010101000',
      telefonoContacto: '662',
      correoContacto: 'a@b.mx',
      diasCredito: 30,
      sucursalId,
    })
    .returning({ id: cliente.id });
  return row.id;
}

/** Amounts whose utilidad (522075.07) a float subtraction would get wrong. */
export const obraValida = (clienteId: number) => ({
  nombre: 'Remodelacion Hotel Bahia de Kino',
  cliente: { id: clienteId },
  costoTotal: 3480500.5,
  anticipo: 1044150,
  fechaAnticipo: '2025-01-06',
  inicio: '2025-01-13',
  fin: '2025-06-30',
  metodoPago: 'Transferencia BBVA',
  insumos: 1566225.23,
  manoObra: 1044150.15,
  indirectos: 348050.05,
});

/** An obra of `sucursalId` named `nombre`, with its own cliente, straight in the tables. */
export async function insertObra(db: Db, sucursalId: number, nombre: string): Promise<number> {
  const [row] = await db
    .insert(obra)
    .values({
      nombre,
      clienteId: await clienteRow(db, sucursalId, nombre),
      costoTotal: '1000000.00',
      inicio: '2026-01-05',
      fin: '2026-12-18',
      insumos: '500000.00',
      manoObra: '250000.00',
      indirectos: '100000.00',
      utilidad: '150000.00',
      sucursalId,
    })
    .returning({ id: obra.id });
  return row.id;
}
