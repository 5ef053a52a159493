/** Routes of the nomina group (`/api/nomina`): an obra's weekly payroll, derived from its declaration. */
import { schemas } from '..';
import { documentContracts } from './document-contracts';

export const nominaApi = documentContracts(schemas.nomina, 'idNomina');
