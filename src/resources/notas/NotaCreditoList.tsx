/** /nota-credito: the active obra's notas de crédito, search and pages; a nota is created from its compra. */
import { schemas } from '../../../schemas';
import { DocumentList } from '../../shared/documentos';
import { StatusField } from './StatusField';

export default function NotaCreditoList() {
  return <DocumentList schema={schemas.notaCredito} status={<StatusField />} creatable={false} />;
}
