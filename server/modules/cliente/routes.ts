/** HTTP of the cliente group (contracts: schemas/api/cliente.ts), derived from the entity; under the /clientes menu item. */
import { clienteApi } from '../../../schemas/api/cliente';
import { entityRoutes } from '../../entity/routes';
import { clientes } from './service';

export const clienteModule = entityRoutes(clientes, clienteApi);
