/** Shared fixtures of the orden de compra API tests: a proveedor, conceptos and valid bodies. */
import type { Db } from '../../db/client';
import { concepto, obra, ordenCompra, proveedor, type StatusOrdenCompra } from '../../db/schema';
import { insertCliente } from '../cliente/test-fixtures';
import type { TestServer } from '../../test-support/server';

export async function insertProveedor(server: Pick<TestServer, 'db'>, nombre = 'Aceros del Pacifico'): Promise<number> {
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

/** An obra of `sucursalId`, straight in the tables; the access samples of its documents reuse it. */
export async function insertObraDe(db: Db, sucursalId: number, tag: string): Promise<number> {
  const [{ obraId }] = await db
    .insert(obra)
    .values({
      nombre: `Obra de ordenes ${tag}`,
      clienteId: await insertCliente(db, sucursalId, `orden-${tag}`),
      costoTotal: '1000.00',
      inicio: '2026-01-05',
      fin: '2026-12-18',
      insumos: '500.00',
      manoObra: '250.00',
      indirectos: '100.00',
      utilidad: '150.00',
      sucursalId,
    })
    .returning({ obraId: obra.id });
  return obraId;
}

/** An obra of `sucursalId` with one order of `proveedorId`, straight in the tables; compra's samples reuse it. */
export async function insertOrden(
  db: Db,
  sucursalId: number,
  proveedorId: number,
  tag: string,
  { status = 'creado', folio = 1 }: { status?: StatusOrdenCompra; folio?: number } = {},
) {
  const obraId = await insertObraDe(db, sucursalId, tag);
  const [{ ordenId }] = await db
    .insert(ordenCompra)
    .values({
      folio,
      fecha: '2026-02-02',
      proveedorId,
      status,
      subTotal: '0.00',
      iva: '0.00',
      total: '0.00',
      obraId,
      sucursalId,
    })
    .returning({ ordenId: ordenCompra.id });
  return { obraId, ordenId };
}
