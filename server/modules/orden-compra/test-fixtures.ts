/** Shared fixtures of the orden de compra API tests: a proveedor, conceptos and valid bodies. */
import { concepto, proveedor } from '../../db/schema';
import type { TestServer } from '../../test-support/server';

export async function insertProveedor(server: TestServer, nombre = 'Aceros del Pacifico'): Promise<number> {
  const [row] = await server.db
    .insert(proveedor)
    .values({
      nombre,
      direccion: 'Blvd. Solidaridad 55, Hermosillo',
      rfc: 'XAXX010101000',
      telefono: '662 100 2000',
      correo: 'ventas@aceros.mx',
    })
    .returning({ id: proveedor.id });
  return row.id;
}

export async function insertConcepto(server: TestServer, nombre: string): Promise<number> {
  const [row] = await server.db
    .insert(concepto)
    .values({ nombre, precioUnitario: '100.00' })
    .returning({ id: concepto.id });
  return row.id;
}

/**
 * Two lines at 16 % and 8 % whose totals a float sum would get wrong:
 * 3 × 1234.56 = 3703.68 (IVA 592.59), 2.5 × 99.99 = 249.975 → 249.98 (IVA 20.00).
 */
export const ordenValida = (obraId: number, proveedorId: number, conceptoId?: number) => ({
  fecha: '2025-03-03',
  proveedor: { id: proveedorId },
  obra: { id: obraId },
  condicion: 'Credito 30 dias',
  observaciones: 'Entregar en obra',
  ordenCompraDetalles: [
    {
      cantidad: 3,
      conceptoId,
      descripcion: 'Varilla corrugada 3/8',
      unidadMedida: 'pza',
      precioUnitario: 1234.56,
      tasaiva: 0.16,
    },
    { cantidad: 2.5, descripcion: 'Alambre recocido', unidadMedida: 'kg', precioUnitario: 99.99, tasaiva: 0.08 },
  ],
});

export const TOTALES = { subTotal: 3953.66, iva: 612.59, total: 4566.25 };
