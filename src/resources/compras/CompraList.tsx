/** /compra: the active obra's compras (Folio, Fecha, Folio Proveedor, Proveedor, Status, Total, Saldo), search and pages. */
import { schemas } from '../../../schemas';
import { DocumentList } from '../../shared/documents';
import { StatusField } from './StatusField';

export default function CompraList() {
  return <DocumentList schema={schemas.compra} status={<StatusField />} />;
}
