/** The estimaciones' own page beside list and editor: the active obra's estado de cuenta. */
import { schemas } from '../../../schemas';
import { resourceOf } from '../../engine/fields';

export const ESTADO_CUENTA = 'estado-cuenta';
export const ESTADO_CUENTA_RUTA = `/${resourceOf(schemas.estimacion).name}/${ESTADO_CUENTA}`;
