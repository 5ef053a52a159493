/** HTTP of the gasto group (contracts: schemas/api/gasto.ts), all under the /gasto menu item. */
import { gastoApi } from '../../../schemas/api/gasto';
import { documentRoutes } from '../../domain/document-routes';
import { gastos } from './service';

export const gastoModule = documentRoutes(gastos, gastoApi, {
  paths: { aplicar: { method: 'PATCH' }, comprobante: { method: ['PATCH', 'PUT'] } },
});
