/** The concepto module: its routes, and one concepto (shared by every sucursal) for the access matrix. */
import { concepto } from '../../db/schema';
import { defineModule, sharedSample } from '../define-module';
import { conceptoModule } from './routes';

export default defineModule({
  routes: conceptoModule,
  accessSamples: async ({ app }) => {
    const [row] = await app.db
      .insert(concepto)
      .values({ nombre: 'Concepto Compartido' })
      .returning({ id: concepto.id });
    return { idConcepto: sharedSample(row.id) };
  },
});
