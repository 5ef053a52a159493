import { schemas } from '../../../schemas';
import { SchemaCreate } from '../../engine';
import { EmpleadoInputs } from './EmpleadoInputs';
import { EMPLEADO_SAVE_ERROR } from './messages';

/** /empleados/nuevo: the generic form plus the photo. */
export default function EmpleadoCreate() {
  return (
    <SchemaCreate schema={schemas.empleado} saveError={EMPLEADO_SAVE_ERROR}>
      <EmpleadoInputs />
    </SchemaCreate>
  );
}
