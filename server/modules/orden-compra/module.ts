/** The ordenCompra module: its routes, and an obra with an order in each sucursal for the access matrix. */
import type { Db } from '../../db/client';
import { obra, ordenCompra, proveedor, type StatusOrdenCompra } from '../../db/schema';
import { insertCliente } from '../cliente/module';
import { defineModule, type ParamSample } from '../define-module';
import { ordenCompraModule } from './routes';

/** An obra of `sucursalId` with one order of `proveedorId`, straight in the tables; compra's samples reuse it. */
export async function insertOrden(
  db: Db,
  sucursalId: number,
  proveedorId: number,
  tag: string,
  { status = 'creado', folio = 1 }: { status?: StatusOrdenCompra; folio?: number } = {},
) {
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

export default defineModule({
  routes: ordenCompraModule,
  accessSamples: async ({ app, sucursales }) => {
    const [{ id: proveedorId }] = await app.db
      .insert(proveedor)
      .values({
        nombre: 'Proveedor de ordenes',
        direccion: 'Hermosillo',
        rfc: 'XAXX010101000',
        telefono: '662',
        correo: 'p@o.mx',
      })
      .returning({ id: proveedor.id });
    const mine = await insertOrden(app.db, sucursales.matriz, proveedorId, 'matriz');
    const other = await insertOrden(app.db, sucursales.otra, proveedorId, 'otra');
    const sample = (key: 'obraId' | 'ordenId'): ParamSample => ({
      scoped: true,
      mine: () => mine[key],
      other: () => other[key],
    });
    return { ordenCompraId: sample('ordenId'), 'ordenCompra.obraId': sample('obraId') };
  },
});
