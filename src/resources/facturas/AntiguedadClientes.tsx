/** The aging of the active obra's saldos per cliente (GET /api/factura/antiguedad), summed by the server. */
import { useWorkflowQuery } from '../../dataProvider';
import { useNotifyError } from '../../layout/useNotifyError';
import { AntiguedadPanel } from '../../shared/tablas/AntiguedadPanel';
import { ANTIGUEDAD } from './messages';

export function AntiguedadClientes({ obraId }: { obraId: number }) {
  const { data, error } = useWorkflowQuery('antiguedadFacturas', obraId);
  useNotifyError(error);
  return <AntiguedadPanel title={ANTIGUEDAD} party="cliente" rows={data} />;
}
