/** An estimación's status as a coloured chip (src/shared/documentos). */
import { schemas } from '../../../schemas';
import { statusField } from '../../shared/documentos';

export const StatusField = statusField(schemas.estimacion, {
  creada: 'default',
  enviada: 'info',
  autorizada: 'primary',
  facturada: 'warning',
  cobrada: 'success',
});
