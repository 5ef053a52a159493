/**
 * The catalogo module's samples for the access matrix: a record of each catalog found at start in
 * each sucursal. The catalog is the path segment after /api/catalogo.
 */
import { catalogoRegistro } from '../../db/schema';
import type { ParamSamples, SampleContext, SampleFixture } from '../../test-support/access-samples';

const catalogOf = ({ url }: SampleContext) => url.split('/')[3];

export default async ({ app, sucursales }: SampleFixture): Promise<ParamSamples> => {
  const byName: Record<string, { mine: number; other: number }> = {};
  for (const { name } of app.catalogos) {
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
    byName[name] = { mine: mine.id, other: other.id };
  }
  return {
    'catalogo.id': {
      scoped: true,
      mine: (ctx) => byName[catalogOf(ctx)].mine,
      other: (ctx) => byName[catalogOf(ctx)].other,
    },
  };
};
