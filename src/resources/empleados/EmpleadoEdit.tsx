import { schemas } from '../../../schemas';
import { SchemaEdit } from '../../engine';
import { HistorialButton } from '../../shared/bitacora';
import { CredencialButton } from './CredencialButton';
import { EmpleadoInputs } from './EmpleadoInputs';
import { EMPLEADO_SAVE_ERROR } from './messages';

/** /empleados/{id}/editar: the generic form plus the photo, and the Credencial button. */
export default function EmpleadoEdit() {
  return (
    <SchemaEdit
      schema={schemas.empleado}
      saveError={EMPLEADO_SAVE_ERROR}
      actions={
        <>
          <CredencialButton />
          <HistorialButton tabla="empleado" />
        </>
      }
    >
      <EmpleadoInputs />
    </SchemaEdit>
  );
}
