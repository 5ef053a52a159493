/** Shared fixtures of the obra API tests: a cliente row and a valid obra body for it. */
import { cliente } from '../../db/schema';
import type { TestServer } from '../../test-support/server';

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
