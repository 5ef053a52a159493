/**
 * /cobro/nuevo: a factura of the active obra, dated today, with its PDF sent as the multipart part
 * `files`. 'Cargar CFDI' fills it from the factura's CFDI (fecha, total, folio — its Serie and Folio,
 * 'FAC' + '1050' as 'FAC1050' —, cliente); once saved its XML is attached beside the same PDF, which stays its comprobante.
 */
import { useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { schemas } from '../../../schemas';
import {
  CfdiEnFormulario,
  clienteNoEnCatalogo,
  fechaDelCfdi,
  folioDelCfdi,
  useAdjuntarCfdiTrasGuardar,
  type CfdiCargado,
  type LecturaCfdi,
} from '../../shared/cfdi';
import { DocumentCreate } from '../../shared/documents';
import { ERROR_AL_GUARDAR, FACTURA_GUARDADA, NUEVO_COBRO } from './messages';
import { PDF_SOURCE, PdfInput, withPdf } from './PdfInput';

const valoresDeFactura = ({ cfdi, cliente }: LecturaCfdi): Record<string, unknown> => ({
  fecha: fechaDelCfdi(cfdi),
  total: cfdi.total,
  folio: folioDelCfdi(cfdi),
  cliente: cliente && { id: cliente.id, nombre: cliente.nombre },
});

export default function FacturaCreate() {
  const [cfdi, setCfdi] = useState<CfdiCargado>();
  // The PDF sent with the factura: an upload with the XML alone would make the XML its comprobante.
  const pdf = useRef<File>(undefined);
  const adjuntar = useAdjuntarCfdiTrasGuardar('factura');
  return (
    <DocumentCreate
      schema={schemas.factura}
      title={NUEVO_COBRO}
      savedNotice={(record) => FACTURA_GUARDADA(record.folio)}
      saveError={ERROR_AL_GUARDAR}
      transform={(record, values) => {
        pdf.current = values[PDF_SOURCE] instanceof File ? values[PDF_SOURCE] : undefined;
        return withPdf(record, values);
      }}
      onSaved={(record) => cfdi && adjuntar(record.id, cfdi.xml, pdf.current)}
      before={
        <CfdiEnFormulario
          schema={schemas.factura}
          valores={valoresDeFactura}
          faltante={(lectura) =>
            lectura.cliente ? undefined : (
              <Alert severity="warning">{clienteNoEnCatalogo(lectura.cfdi.receptor.rfc)}</Alert>
            )
          }
          cargado={cfdi}
          onCargado={setCfdi}
        />
      }
      extra={<PdfInput />}
    />
  );
}
