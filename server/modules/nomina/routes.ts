/** HTTP of the nomina group (contracts: schemas/api/nomina.ts), all under the /nomina menu item. */
import { nominaApi } from '../../../schemas/api/nomina';
import { documentRoutes } from '../../domain/document-routes';
import { nominas } from './service';

export const nominaModule = documentRoutes(nominas, nominaApi);
