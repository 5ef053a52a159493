/**
 * The module of admin-defined catalogs: its routes, and a record of each catalog found at start in
 * each sucursal, for the access matrix. The catalog is the path segment after /api/catalogo.
 */
import { catalogoRegistro } from '../../db/schema';
import { defineModule, type SampleContext } from '../define-module';
import { catalogoModule } from './routes';

const catalogOf = ({ url }: SampleContext) => url.split('/')[3];

export default defineModule({
  routes: catalogoModule,
  accessSamples: async ({ app, sucursales }) => {
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
  },
});
