/**
 * /cuentas-por-pagar/pendiente: the active obra's unpaid charges not yet authorized (Tipo, Folio,
 * Fecha, Proveedor, Monto, Saldo, Promesa de Pago), each with its payment date, 'Autorizar' and its
 * document's comprobante; 'Imprimir' opens the server's PDF of the list.
 */
import { es } from 'date-fns/locale/es';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { RequireObra, useActiveObra } from '../../obra';
import { CargosTabla, PaginaDeCargos, useCargosNoPagados } from '../../shared/cargos';
import { Paginacion } from '../../shared/tablas/Paginacion';
import { AutorizarCargo } from './AutorizarCargo';
import { TITULO } from './messages';

const TITULO_ID = 'cargos-pendientes-titulo';

function Pendientes({ obraId }: { obraId: number }) {
  const { cargos, total, paginacion } = useCargosNoPagados(obraId, false);
  return (
    <PaginaDeCargos titulo={TITULO} tituloId={TITULO_ID} obraId={obraId} autorizados={false}>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={es}>
        <CargosTabla labelledBy={TITULO_ID} cargos={cargos} acciones={(cargo) => <AutorizarCargo cargo={cargo} />}>
          <Paginacion count={total} paginacion={paginacion} />
        </CargosTabla>
      </LocalizationProvider>
    </PaginaDeCargos>
  );
}

export default function CargosPendientes() {
  const { obra } = useActiveObra();
  return <RequireObra>{obra && <Pendientes obraId={obra.id} />}</RequireObra>;
}
