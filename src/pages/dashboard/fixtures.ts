/** The dashboard's stories' and tests' obras: the mocked ones, one of them under a name too long for the axis. */
import { avanceAnswer } from '../../../mocks/api/obras';

/** Longer than three lines of either chart's axis, even on a desktop. */
export const NOMBRE_LARGO = 'Construccion de Nave Industrial para Empacadora de Hortalizas del Valle del Yaqui';

/** The mocked obras in course, the first of them renamed NOMBRE_LARGO (its summary keeps its own name). */
export const avanceConNombreLargo = () =>
  avanceAnswer().map((obra, i) => (i === 0 ? { ...obra, nombre: NOMBRE_LARGO } : obra));

/** The obra of the mocks within every budget, with less of its time elapsed than of its budget spent. */
export const CERRO_REAL = 'Residencial Cerro Real Etapa 2';

/** The mocked obras in course, CERRO_REAL at 80 % of its time (it spent 91 % of its budget). */
export const avanceAdelantado = () =>
  avanceAnswer().map((obra) => (obra.nombre === CERRO_REAL ? { ...obra, avance: 80 } : obra));
