/** /compra/nuevo: a compra without an order, of the active obra, dated today; lines from the product search. */
import { schemas } from '../../../schemas';
import { DocumentCreate } from '../../shared/documents';
import { COMPRA_CREADA, ERROR_AL_ACTUALIZAR } from './messages';

export default function CompraCreate() {
  return (
    <DocumentCreate
      schema={schemas.compra}
      title="Nueva Compra"
      savedNotice={(record) => COMPRA_CREADA(record.folio)}
      saveError={ERROR_AL_ACTUALIZAR}
    />
  );
}
