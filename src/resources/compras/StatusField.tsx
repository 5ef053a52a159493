/** A compra's status as a coloured chip (src/shared/documents). */
import { schemas } from '../../../schemas';
import { statusField } from '../../shared/documents';

export const StatusField = statusField(schemas.compra, { creado: 'default', aplicado: 'success' });
