/**
 * A concepto de obra's editor (/presupuesto/{id}/editar): the schema's inputs (clave, descripción,
 * unidad, cantidad, P.U.) and, under them, the importe as the server will store it — cantidad × P.U.
 * by the shared rule (schemas/presupuesto.ts) — as it is typed; its Historial; below, its avance
 * físico and its capture (./AvanceConcepto.tsx). Once the obra is
 * terminado the server refuses the save, so the editor says so and offers no Guardar.
 */
import { Alert, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { formatCents } from '../../../schemas/money';
import { importeConcepto } from '../../../schemas/presupuesto';
import { SchemaEdit, SchemaInputs } from '../../engine';
import { HistorialButton } from '../../shared/bitacora';
import { OBRA_TERMINADA, useObraTerminada } from '../../shared/documents';
import { AvanceConcepto } from './AvanceConcepto';
import { COLUMNAS } from './messages';

function ImporteCalculado() {
  const [cantidad, precioUnitario] = useWatch({ name: ['cantidad', 'precioUnitario'] });
  const importe = importeConcepto(cantidad, precioUnitario);
  return (
    <Typography sx={{ fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
      {COLUMNAS.importe}: {importe === null ? '—' : formatCents(importe)}
    </Typography>
  );
}

export default function ConceptoEdit() {
  const terminada = useObraTerminada();
  const { id } = useParams();
  return (
    <SchemaEdit
      schema={schemas.conceptoObra}
      actions={<HistorialButton tabla="concepto_obra" />}
      toolbar={terminada ? false : undefined}
      below={id ? <AvanceConcepto idConcepto={Number(id)} soloLectura={terminada} /> : undefined}
    >
      {terminada && <Alert severity="warning">{OBRA_TERMINADA}</Alert>}
      <SchemaInputs schema={schemas.conceptoObra} />
      <ImporteCalculado />
    </SchemaEdit>
  );
}
