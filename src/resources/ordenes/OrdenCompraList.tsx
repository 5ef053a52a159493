/** /orden-compra: the active obra's orders (Folio, Fecha, Proveedor, Status, Total), search and pages. */
import { schemas } from '../../../schemas';
import { DocumentList } from '../../shared/documents';
import { StatusField } from './StatusField';

export default function OrdenCompraList() {
  return <DocumentList schema={schemas.ordenCompra} status={<StatusField />} />;
}
