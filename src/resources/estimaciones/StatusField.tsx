/** An estimación's status as a coloured chip (src/shared/documents). */
import { schemas } from '../../../schemas';
import { statusField } from '../../shared/documents';

export const StatusField = statusField(schemas.estimacion, {
  creada: 'default',
  // Only colours whose text reads on the page (axe color-contrast): not info, warning nor secondary.
  enviada: 'primary',
  autorizada: 'primary',
  facturada: 'success',
  cobrada: 'success',
});
