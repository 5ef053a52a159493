import { schemas } from '../../../schemas';
import { SchemaCreate } from '../../engine';
import { EMPLEADO_SAVE_ERROR } from './messages';

/** /empleados/nuevo: the generic form, the photo first (its `file` widget), with the empleado's save error. */
export default function EmpleadoCreate() {
  return <SchemaCreate schema={schemas.empleado} saveError={EMPLEADO_SAVE_ERROR} />;
}
