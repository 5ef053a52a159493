/** /orden-compra/nuevo: a new order of the active obra, dated today (Hermosillo); 'Orden creada con folio #{folio}'. */
import { schemas } from '../../../schemas';
import { DocumentCreate } from '../../shared/documents';
import { ERROR_AL_CREAR, ORDEN_CREADA } from './messages';

export default function OrdenCompraCreate() {
  return (
    <DocumentCreate
      schema={schemas.ordenCompra}
      title="Nueva Orden de Compra"
      savedNotice={(record) => ORDEN_CREADA(record.folio)}
      saveError={ERROR_AL_CREAR}
    />
  );
}
