/**
 * /cuentas-por-pagar/autorizado: the cash plan of the active obra's authorized charges, then the
 * charges themselves (Tipo, Folio, Fecha, Proveedor, Monto, Saldo, Promesa de Pago, Fecha de Pago),
 * each with 'Desautorizar' and its document's comprobante; 'Imprimir' prints both.
 */
import { Box, Typography } from '@mui/material';
import { RequireObra, useActiveObra } from '../../obra';
import { CargosTabla, ComprobanteDelCargo, ImprimirLista, useCargosNoPagados } from '../../shared/cargos';
import { Paginacion } from '../../shared/tablas/Paginacion';
import { DesautorizarCargo } from './DesautorizarCargo';
import { TITULO } from './messages';
import { PlanDePagos } from './PlanDePagos';

const TITULO_ID = 'cargos-autorizados-titulo';

function Autorizadas({ obraId }: { obraId: number }) {
  const { cargos, total, paginacion } = useCargosNoPagados(obraId, true);
  return (
    // A grid track of minmax(0, 1fr): on a phone the tables scroll in their boxes, the page does not.
    <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={TITULO_ID} variant="h5" component="h1">
          {TITULO}
        </Typography>
        <ImprimirLista />
      </Box>
      <PlanDePagos obraId={obraId} />
      <CargosTabla
        labelledBy={TITULO_ID}
        cargos={cargos}
        conFechaDePago
        acciones={(cargo) => (
          <>
            <DesautorizarCargo cargo={cargo} />
            <ComprobanteDelCargo cargo={cargo} />
          </>
        )}
      >
        <Paginacion count={total} paginacion={paginacion} />
      </CargosTabla>
    </Box>
  );
}

export default function CargosAutorizados() {
  const { obra } = useActiveObra();
  return <RequireObra>{obra && <Autorizadas obraId={obra.id} />}</RequireObra>;
}
