import { schemas } from '../../../schemas';
import { SchemaEdit } from '../../engine';
import { HistorialButton } from '../../shared/bitacora';
import { CredencialButton } from './CredencialButton';
import { EMPLEADO_SAVE_ERROR } from './messages';

/** /empleados/{id}/editar: the generic form, the photo first (its `file` widget), and the Credencial button. */
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
    />
  );
}
