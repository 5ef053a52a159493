import { schemas } from '../../../schemas';
import { SchemaEdit } from '../../engine';
import { HistorialButton } from '../../shared/bitacora';
import { ObraInputs } from './ObraInputs';

/** /obras/{idObra}/editar. */
export default function ObraEdit() {
  return (
    <SchemaEdit schema={schemas.obra} actions={<HistorialButton tabla="obra" />}>
      <ObraInputs />
    </SchemaEdit>
  );
}
