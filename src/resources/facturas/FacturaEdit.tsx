/**
 * /cobro/{id}/editar: the factura's fields while `acciones` allow `editar`, its saldo, a new
 * PDF that replaces the current one (optional), 'Ver comprobante' and the ingresos recorded against it.
 */
import { schemas } from '../../../schemas';
import { ComprobanteViewer, DocumentEdit, useAccion } from '../../shared/documents';
import { IngresosTable } from './IngresosTable';
import { COBRO, ERROR_AL_GUARDAR, FACTURA_ACTUALIZADA } from './messages';
import { PdfInput, withPdf } from './PdfInput';

function NuevoPdf() {
  return useAccion('editar').permitida ? <PdfInput replaces /> : null;
}

export default function FacturaEdit() {
  return (
    <DocumentEdit
      schema={schemas.factura}
      title={COBRO}
      shown={['saldo']}
      actions={<ComprobanteViewer documentType="factura" />}
      savedNotice={(record) => FACTURA_ACTUALIZADA(record.folio)}
      saveError={ERROR_AL_GUARDAR}
      transform={withPdf}
      extra={
        <>
          <NuevoPdf />
          <IngresosTable />
        </>
      }
    />
  );
}
