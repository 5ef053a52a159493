/** /nomina: the active obra's nóminas (Folio, Semana, Total), search and pages. */
import { schemas } from '../../../schemas';
import { DocumentList } from '../../shared/documents';

export default function NominaList() {
  // Every nómina is `creado`: the list shows no status.
  return <DocumentList schema={schemas.nomina} status={null} />;
}
