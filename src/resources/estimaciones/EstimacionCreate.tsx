/** A new estimación of the active obra: periodo, fecha, tipo, its conceptos from the presupuesto, deducciones, and the carátula as typed. */
import { schemas } from '../../../schemas';
import { DocumentCreate } from '../../shared/documents';
import { CaratulaEstimacion } from './CaratulaEstimacion';
import './LineasEstimacion';
import { ESTIMACION } from './messages';

export default function EstimacionCreate() {
  return (
    <DocumentCreate
      schema={schemas.estimacion}
      title={ESTIMACION.nueva}
      extra={<CaratulaEstimacion />}
      savedNotice={(record) => ESTIMACION.creada(record.folio)}
      saveError={ESTIMACION.errorAlGuardar}
    />
  );
}
