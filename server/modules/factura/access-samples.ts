/** The access matrix's records of the factura routes: in each sucursal an obra, a cliente and a factura. */
import { cliente, factura, obra } from '../../db/schema';
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';

export default async function accessSamples(fixture: SampleFixture): Promise<ParamSamples> {
  const { db } = fixture.app;
  const facturaId = await inEachSucursal(fixture, async (sucursalId, tag) => {
    const [{ clienteId }] = await db
      .insert(cliente)
      .values({
        nombre: `Cliente de cobros ${tag}`,
        razonSocial: 'Cliente SA de CV',
        direccion: 'Hermosillo',
        rfc: 'XAXX010101000',
        telefonoContacto: '662',
        correoContacto: 'c@c.mx',
        diasCredito: 30,
        sucursalId,
      })
      .returning({ clienteId: cliente.id });
    const [{ obraId }] = await db
      .insert(obra)
      .values({
        nombre: `Obra de cobros ${tag}`,
        clienteId,
        costoTotal: '1000.00',
        inicio: '2026-01-05',
        fin: '2026-06-30',
        insumos: '0.00',
        manoObra: '0.00',
        indirectos: '0.00',
        utilidad: '1000.00',
        sucursalId,
      })
      .returning({ obraId: obra.id });
    const [{ id }] = await db
      .insert(factura)
      .values({
        folio: 'A-1',
        fecha: '2026-02-03',
        promesaPago: '2026-03-05',
        total: '100.00',
        saldo: '100.00',
        clienteId,
        status: 'creado',
        obraId,
        sucursalId,
      })
      .returning({ id: factura.id });
    return id;
  });
  return { facturaId };
}
