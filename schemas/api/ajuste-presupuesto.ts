/** Routes of the ajustePresupuesto group (`/api/ajustePresupuesto`): the document's own, derived from its declaration. */
import { schemas } from '..';
import { documentContracts } from './document-contracts';

export const ajustePresupuestoApi = documentContracts(schemas.ajustePresupuesto, 'ajusteId', {
  actions: {
    autorizar:
      'Autoriza el ajuste (dentro del limite de autorizacion de la sucursal): su importe entra al importe vigente; un extraordinario se vuelve concepto de obra',
    rechazar: 'Rechaza el ajuste: no mueve el presupuesto',
  },
});
