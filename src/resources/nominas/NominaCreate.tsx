/** /nomina/nuevo: a week's payroll of the active obra; the server gives the folio and refuses a week the obra has. */
import { schemas } from '../../../schemas';
import { DocumentCreate } from '../../shared/documents';
import { NOMINA_CREADA } from './messages';

export default function NominaCreate() {
  return (
    <DocumentCreate
      schema={schemas.nomina}
      title="Nueva Nomina"
      savedNotice={(record) => NOMINA_CREADA(record.folio)}
    />
  );
}
