/**
 * Spanish messages every layer shows as they are: the server's refusals, the mocks' answers and the
 * screens that say the same before asking. Declared here once; a module's own messages stay in it.
 */

/** A write on a terminado obra's records (409). */
export const OBRA_TERMINADA = 'La obra esta terminada..';

/** An obra the caller cannot see, or that does not exist (404). */
export const OBRA_NO_ENCONTRADA = 'Obra no encontrada';
