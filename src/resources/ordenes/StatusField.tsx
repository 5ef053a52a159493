/** An order's status as a coloured chip (../documentos). */
import { schemas } from '../../../schemas';
import { statusField } from '../documentos';

export const StatusField = statusField(schemas.ordenCompra, {
  creado: 'default',
  autorizado: 'success',
  cancelado: 'error',
});
