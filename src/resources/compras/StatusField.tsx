/** A compra's status as a coloured chip (../documentos). */
import { schemas } from '../../../schemas';
import { statusField } from '../documentos';

export const StatusField = statusField(schemas.compra, { creado: 'default', aplicado: 'success' });
