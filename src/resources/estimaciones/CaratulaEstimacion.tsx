/**
 * The editor's carátula: while the estimación may be edited, the preview of what is typed
 * (./caratulaEnEdicion.ts, with the active obra's figures and the estado de cuenta's sums); once it
 * can no longer change, the server's stored figures.
 */
import { useGetOne, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { schemas } from '../../../schemas';
import type { Caratula as Cifras } from '../../../schemas/estimacion';
import type { Estimacion } from '../../../schemas/generated/estimacion';
import type { Obra } from '../../../schemas/generated/obra';
import { toCents } from '../../../schemas/money';
import { useWorkflowQuery } from '../../dataProvider';
import { resourceOf } from '../../engine';
import { useActiveObra } from '../../obra';
import { useAccion } from '../../shared/documents';
import { Caratula } from './Caratula';
import { caratulaEnEdicion, tasaIvaDe, type Tecleado } from './caratulaEnEdicion';

const obras = resourceOf(schemas.obra).name;
const centavos = (value: number | undefined) => toCents(value ?? 0);

/** The figures the server stored. */
const guardadas = (e: Estimacion): Cifras => ({
  importe: centavos(e.importe),
  amortizacion: centavos(e.amortizacion),
  subtotal: centavos(e.subtotal),
  iva: centavos(e.iva),
  retenciones: (e.retenciones ?? []).map((r) => ({
    nombre: r.nombre ?? '',
    base: r.base ?? 'importe',
    tasa: r.tasa ?? 0,
    importe: centavos(r.importe),
  })),
  totalRetenciones: centavos(e.totalRetenciones),
  totalDeducciones: centavos(e.totalDeducciones),
  neto: centavos(e.neto),
});

function EnEdicion({ guardada }: { guardada?: Estimacion }) {
  const { obra: activa } = useActiveObra();
  const obraId = activa?.id ?? 0;
  const tecleado = useWatch() as Tecleado;
  const { data: obra } = useGetOne<Obra & { id: number }>(obras, { id: obraId }, { enabled: obraId > 0 });
  const { data: sumas } = useWorkflowQuery('estadoCuentaEstimaciones', obraId, { enabled: obraId > 0 });
  if (!obra || !sumas) return null;
  const cifras = caratulaEnEdicion(tecleado, obra, sumas, guardada);
  return <Caratula cifras={cifras} tasaIva={tasaIvaDe(obra)} enEdicion />;
}

export function CaratulaEstimacion() {
  const record = useRecordContext<Estimacion>();
  const editable = useAccion('editar').permitida || !record?.id;
  if (editable) return <EnEdicion guardada={record?.id ? record : undefined} />;
  return record ? <Caratula cifras={guardadas(record)} tasaIva={record.tasaIva ?? 0} /> : null;
}
