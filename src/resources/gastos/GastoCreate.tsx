/** /gasto/nuevo: an expense of the active obra, dated today, with the folio of its receipt. */
import { schemas } from '../../../schemas';
import { DocumentCreate } from '../../shared/documentos';
import { GASTO_CREADO } from './messages';

export default function GastoCreate() {
  return (
    <DocumentCreate schema={schemas.gasto} title="Nuevo Gasto" savedNotice={(record) => GASTO_CREADO(record.folio)} />
  );
}
