/** /gasto: the active obra's gastos (Folio, Fecha, Proveedor, Forma de Pago, Status, Total, Saldo), search and pages. */
import { schemas } from '../../../schemas';
import { DocumentList } from '../../shared/documents';
import { StatusField } from './StatusField';

export default function GastoList() {
  return <DocumentList schema={schemas.gasto} status={<StatusField />} />;
}
