/** Routes of the gasto group (`/api/gasto`): the document's own, derived from its declaration. */
import { schemas } from '..';
import { documentContracts } from './document-contracts';

export const gastoApi = documentContracts(schemas.gasto, 'gastoId', {
  actions: { aplicar: 'Aplica el gasto (necesita comprobante): abre su cargo GASTO en cuentas por pagar' },
});
