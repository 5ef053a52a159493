/** The empleado form: the photo first, then every field of the schema on the form grid. */
import { schemas } from '../../../schemas';
import { labelOf, SchemaInputs } from '../../engine';
import { FotoInput } from './FotoInput';

export function EmpleadoInputs() {
  return (
    <>
      <FotoInput source="foto" label={labelOf(schemas.empleado, 'foto')} />
      <SchemaInputs schema={schemas.empleado} />
    </>
  );
}
