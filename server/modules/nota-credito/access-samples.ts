/** The access matrix's records of the notaCredito routes: in each sucursal an applied compra with a nota. */
import { compra, notaCredito, proveedor } from '../../db/schema';
import type { ParamSample, ParamSamples, SampleFixture } from '../../test-support/access-samples';
import { insertOrden } from '../orden-compra/test-fixtures';

export default async function accessSamples({ app, sucursales }: SampleFixture): Promise<ParamSamples> {
  const [{ id: proveedorId }] = await app.db
    .insert(proveedor)
    .values({
      nombre: 'Proveedor de notas',
      direccion: 'Hermosillo',
      rfc: 'XAXX010101000',
      telefono: '662',
      correo: 'p@n.mx',
    })
    .returning({ id: proveedor.id });
  const totals = { subTotal: '0.00', iva: '0.00', total: '0.00' };
  // Folios apart from the orden and compra modules' samples.
  const insert = async (sucursalId: number, tag: string) => {
    const { obraId } = await insertOrden(app.db, sucursalId, proveedorId, `nota-${tag}`, { folio: 903 });
    const [{ compraId }] = await app.db
      .insert(compra)
      .values({
        folio: 903,
        fecha: '2026-02-03',
        proveedorId,
        status: 'aplicado',
        tieneNotaCredito: true,
        ...totals,
        obraId,
        sucursalId,
      })
      .returning({ compraId: compra.id });
    const [{ notaId }] = await app.db
      .insert(notaCredito)
      .values({
        folio: 1,
        folioProveedor: 'NC-1',
        compraId,
        folioCompra: 903,
        fecha: '2026-02-04',
        proveedorId,
        status: 'creado',
        ...totals,
        obraId,
        sucursalId,
      })
      .returning({ notaId: notaCredito.id });
    return { notaId, obraId };
  };
  const mine = await insert(sucursales.matriz, 'matriz');
  const other = await insert(sucursales.otra, 'otra');
  const sample = (key: keyof typeof mine): ParamSample => ({
    scoped: true,
    mine: () => mine[key],
    other: () => other[key],
  });
  return { notaCreditoId: sample('notaId'), 'notaCredito.obraId': sample('obraId') };
}
