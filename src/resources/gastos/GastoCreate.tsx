/**
 * /gasto/nuevo: an expense of the active obra, dated today, with the folio of its receipt. 'Cargar
 * CFDI' fills it from the proveedor's CFDI (fecha, total, folio when all digits, proveedor,
 * descripcion from the conceptos), and its XML is attached once saved.
 */
import { useState } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { resourceOf } from '../../engine';
import { paths } from '../../paths';
import {
  CfdiEnFormulario,
  DAR_DE_ALTA_PROVEEDOR,
  fechaDelCfdi,
  folioNumerico,
  proveedorNoEnCatalogo,
  useAdjuntarCfdiTrasGuardar,
  type CfdiCargado,
  type LecturaCfdi,
} from '../../shared/cfdi';
import { DocumentCreate } from '../../shared/documents';
import { GASTO_CREADO } from './messages';

const DESCRIPCION_MAX = schemas.gasto.properties.descripcion.maxLength ?? 1000;

/** The gasto's values a CFDI gives; the descripcion cut to what the schema admits. */
const valoresDeGasto = ({ cfdi, proveedor }: LecturaCfdi): Record<string, unknown> => ({
  fecha: fechaDelCfdi(cfdi),
  total: cfdi.total,
  folio: folioNumerico(cfdi),
  proveedor: proveedor && { id: proveedor.id, nombre: proveedor.nombre },
  descripcion: cfdi.conceptos
    .map((concepto) => concepto.descripcion)
    .join('; ')
    .slice(0, DESCRIPCION_MAX),
});

/** A proveedor the catalog lacks: its RFC and name, and its create screen started with them. */
function ProveedorFaltante({ lectura }: { lectura: LecturaCfdi }) {
  const { rfc, nombre } = lectura.cfdi.emisor;
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<PersonAddIcon />}
          component={Link}
          to={paths.create(resourceOf(schemas.proveedor).route)}
          // react-admin's create forms start from `state.record`.
          state={{ record: { rfc, nombre } }}
        >
          {DAR_DE_ALTA_PROVEEDOR}
        </Button>
      }
    >
      {proveedorNoEnCatalogo(rfc, nombre)}
    </Alert>
  );
}

export default function GastoCreate() {
  const [cfdi, setCfdi] = useState<CfdiCargado>();
  const adjuntar = useAdjuntarCfdiTrasGuardar('gasto');
  return (
    <DocumentCreate
      schema={schemas.gasto}
      title="Nuevo Gasto"
      savedNotice={(record) => GASTO_CREADO(record.folio)}
      onSaved={(record) => cfdi && adjuntar(record.id, cfdi.xml)}
      before={
        <CfdiEnFormulario
          schema={schemas.gasto}
          valores={valoresDeGasto}
          faltante={(lectura) => (lectura.proveedor ? undefined : <ProveedorFaltante lectura={lectura} />)}
          cargado={cfdi}
          onCargado={setCfdi}
        />
      }
    />
  );
}
