/** The documento module: its download route, and a stored documento in each sucursal for the access matrix. */
import { documento } from '../../db/schema';
import { defineModule, inEachSucursal } from '../define-module';
import { documentoModule } from './routes';

export default defineModule({
  routes: documentoModule,
  accessSamples: async (fixture) => ({
    'documento.id': await inEachSucursal(fixture, async (sucursalId, tag) => {
      const [row] = await fixture.app.db
        .insert(documento)
        .values({
          sha256: 'f'.repeat(64),
          nombre: `comprobante-${tag}.pdf`,
          tipo: 'application/pdf',
          tamano: 10,
          modulo: '/empleados',
          sucursalId,
        })
        .returning({ id: documento.id });
      return row.id;
    }),
  }),
});
