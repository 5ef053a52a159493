/** /cobro/nuevo: a factura of the active obra, dated today, with its PDF sent as the multipart part `files`. */
import { schemas } from '../../../schemas';
import { DocumentCreate } from '../../shared/documentos';
import { ERROR_AL_GUARDAR, FACTURA_GUARDADA, NUEVO_COBRO } from './messages';
import { PdfInput, withPdf } from './PdfInput';

export default function CobroCreate() {
  return (
    <DocumentCreate
      schema={schemas.factura}
      title={NUEVO_COBRO}
      savedNotice={(record) => FACTURA_GUARDADA(record.folio)}
      saveError={ERROR_AL_GUARDAR}
      transform={withPdf}
      extra={<PdfInput />}
    />
  );
}
