/** The access matrix's records of the compra routes: in each sucursal a compra and an authorized order without one. */
import { compra, ordenCompra, proveedor } from '../../db/schema';
import type { ParamSample, ParamSamples, SampleFixture } from '../../test-support/access-samples';
import { insertOrden } from '../orden-compra/test-fixtures';

export default async function accessSamples({ app, sucursales }: SampleFixture): Promise<ParamSamples> {
  const [{ id: proveedorId }] = await app.db
    .insert(proveedor)
    .values({
      nombre: 'Proveedor de compras',
      direccion: 'Hermosillo',
      rfc: 'XAXX010101000',
      telefono: '662',
      correo: 'p@c.mx',
    })
    .returning({ id: proveedor.id });
  // Order folios 901 and 902: apart from the orden module's own samples (folio 1 in each sucursal).
  const insert = async (sucursalId: number, tag: string) => {
    const { obraId, ordenId } = await insertOrden(app.db, sucursalId, proveedorId, `compra-${tag}`, {
      status: 'autorizado',
      folio: 901,
    });
    const [{ compraId }] = await app.db
      .insert(compra)
      .values({
        folio: 1,
        fecha: '2026-02-03',
        proveedorId,
        status: 'creado',
        subTotal: '0.00',
        iva: '0.00',
        total: '0.00',
        obraId,
        sucursalId,
        ordenCompraId: ordenId,
      })
      .returning({ compraId: compra.id });
    const [{ libre }] = await app.db
      .insert(ordenCompra)
      .values({
        folio: 902,
        fecha: '2026-02-02',
        proveedorId,
        status: 'autorizado',
        subTotal: '0.00',
        iva: '0.00',
        total: '0.00',
        obraId,
        sucursalId,
      })
      .returning({ libre: ordenCompra.id });
    return { compraId, obraId, libre };
  };
  const mine = await insert(sucursales.matriz, 'matriz');
  const other = await insert(sucursales.otra, 'otra');
  const sample = (key: keyof typeof mine): ParamSample => ({
    scoped: true,
    mine: () => mine[key],
    other: () => other[key],
  });
  return { compraId: sample('compraId'), 'compra.obraId': sample('obraId'), idOrdenCompra: sample('libre') };
}
