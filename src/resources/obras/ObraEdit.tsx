import { schemas } from '../../../schemas';
import { SchemaEdit } from '../../engine';
import { ObraInputs } from './ObraInputs';

/** /obras/{idObra}/editar. */
export default function ObraEdit() {
  return (
    <SchemaEdit schema={schemas.obra}>
      <ObraInputs />
    </SchemaEdit>
  );
}
