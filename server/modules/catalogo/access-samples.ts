/**
 * The catalogo module's samples for the access matrix: the catalogs' routes are shown with a stored
 * catalog (the shipped maquinaria), and a record of it in each sucursal.
 */
import { catalogoRegistro } from '../../db/schema';
import { sharedSample, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';

export default async ({ app, sucursales }: SampleFixture): Promise<ParamSamples> => {
  const [{ name }] = await app.catalogos.all();
  const [mine, other] = await app.db
    .insert(catalogoRegistro)
    .values(
      [sucursales.matriz, sucursales.otra].map((sucursalId) => ({
        catalogo: name,
        datos: { nombre: 'Muestra' },
        sucursalId,
      })),
    )
    .returning({ id: catalogoRegistro.id });
  return {
    'catalogo.catalogo': sharedSample(name),
    'catalogo.id': { scoped: true, mine: () => mine.id, other: () => other.id },
  };
};
