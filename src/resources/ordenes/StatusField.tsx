/** An order's status as a coloured chip (src/shared/documentos). */
import { schemas } from '../../../schemas';
import { statusField } from '../../shared/documentos';

export const StatusField = statusField(schemas.ordenCompra, {
  creado: 'default',
  autorizado: 'success',
  cancelado: 'error',
});
