/** An ajuste's status as a coloured chip (src/shared/documentos). */
import { schemas } from '../../../schemas';
import { statusField } from '../../shared/documentos';

export const StatusField = statusField(schemas.ajustePresupuesto, {
  capturado: 'default',
  autorizado: 'success',
  rechazado: 'error',
});
