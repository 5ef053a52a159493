/**
 * An estimación's editor: its fields and lines while creada, read-only after, under its folio and
 * who authorized it or why it was returned; the carátula; the lifecycle buttons the server's
 * `acciones` offer (./AccionesEstimacion.tsx); each partida's cost beside what it has earned; its
 * anexos (numeros generadores, reporte fotografico), added and removed while creada.
 */
import { schemas } from '../../../schemas';
import { Anexos, DocumentEdit } from '../../shared/documents';
import { AccionesEstimacion } from './AccionesEstimacion';
import { CaratulaEstimacion } from './CaratulaEstimacion';
import { CostoContraEstimado } from './CostoContraEstimado';
import './LineasEstimacion';
import { ESTIMACION } from './messages';

const MOSTRADOS = ['folio', 'autorizadoPor', 'motivoDevolucion'] as const;

export default function EstimacionEdit() {
  return (
    <DocumentEdit
      schema={schemas.estimacion}
      title={ESTIMACION.titulo}
      shown={MOSTRADOS}
      actions={<AccionesEstimacion />}
      extra={
        <>
          <CaratulaEstimacion />
          <CostoContraEstimado />
          <Anexos documentType="estimacion" />
        </>
      }
      savedNotice={(record) => ESTIMACION.actualizada(record.folio)}
      saveError={ESTIMACION.errorAlGuardar}
    />
  );
}
