/**
 * /cuentas-por-pagar/pendiente: the active obra's unpaid charges not yet authorized (Tipo, Folio,
 * Fecha, Proveedor, Monto, Saldo, Promesa de Pago), each with its payment date, 'Autorizar' and its
 * document's comprobante; 'Imprimir' prints the list.
 */
import { es } from 'date-fns/locale/es';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { Box, Typography } from '@mui/material';
import { RequireObra, useActiveObra } from '../../obra';
import { CargosTabla, ComprobanteDelCargo, ImprimirLista, useCargosNoPagados } from '../../shared/cargos';
import { Paginacion } from '../../shared/tablas/Paginacion';
import { AutorizarCargo } from './AutorizarCargo';
import { TITULO } from './messages';

const TITULO_ID = 'cargos-pendientes-titulo';

function Pendientes({ obraId }: { obraId: number }) {
  const { cargos, total, paginacion } = useCargosNoPagados(obraId, false);
  return (
    // A grid track of minmax(0, 1fr): on a phone the table scrolls in its box, the page does not.
    <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={TITULO_ID} variant="h5" component="h1">
          {TITULO}
        </Typography>
        <ImprimirLista />
      </Box>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={es}>
        <CargosTabla
          labelledBy={TITULO_ID}
          cargos={cargos}
          acciones={(cargo) => (
            <>
              <AutorizarCargo cargo={cargo} />
              <ComprobanteDelCargo cargo={cargo} />
            </>
          )}
        >
          <Paginacion count={total} paginacion={paginacion} />
        </CargosTabla>
      </LocalizationProvider>
    </Box>
  );
}

export default function CargosPendientes() {
  const { obra } = useActiveObra();
  return <RequireObra>{obra && <Pendientes obraId={obra.id} />}</RequireObra>;
}
