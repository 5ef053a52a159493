/**
 * /nomina/{idNomina}/editar: semana, total and nota stay editable; Subir comprobante (a PDF or a
 * photo) while it has none, and Ver comprobante once it has, as the server's `acciones` say.
 */
import { schemas } from '../../../schemas';
import { ComprobanteUpload, ComprobanteViewer, DocumentEdit } from '../../shared/documents';
import { NOMINA_ACTUALIZADA, SHOWN } from './messages';

export default function NominaEdit() {
  return (
    <DocumentEdit
      schema={schemas.nomina}
      title="Nomina"
      shown={SHOWN}
      actions={
        <>
          <ComprobanteViewer documentType="nomina" />
          <ComprobanteUpload documentType="nomina" />
        </>
      }
      savedNotice={(record) => NOMINA_ACTUALIZADA(record.folio)}
    />
  );
}
