/** HTTP of the ajustes al presupuesto (contracts: schemas/api/ajuste-presupuesto.ts), all under the /presupuesto permiso. */
import { ajustePresupuestoApi } from '../../../schemas/api/ajuste-presupuesto';
import { documentRoutes } from '../../domain/document-routes';
import { ajustes } from './service';

export const ajustePresupuestoModule = documentRoutes(ajustes, ajustePresupuestoApi);
