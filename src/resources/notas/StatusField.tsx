/** A nota de crédito's status as a coloured chip (../documentos). */
import { schemas } from '../../../schemas';
import { statusField } from '../documentos';

export const StatusField = statusField(schemas.notaCredito, { creado: 'default', aplicado: 'success' });
