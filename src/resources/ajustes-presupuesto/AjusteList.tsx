/**
 * /ajuste-presupuesto: the active obra's ajustes (Folio, Fecha, Tipo, Clave, Cantidad, Importe,
 * Status); each opens its editor, with Autorizar and Rechazar. They are captured from the
 * presupuesto's tree.
 */
import { schemas } from '../../../schemas';
import { DocumentList } from '../../shared/documents';
import { StatusField } from './StatusField';

export default function AjusteList() {
  return <DocumentList schema={schemas.ajustePresupuesto} status={<StatusField />} creatable={false} />;
}
