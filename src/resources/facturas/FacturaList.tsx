/**
 * /cobro: the active obra's facturas (Folio, Fecha, Promesa de Pago, Cliente, Total, Saldo), the
 * overdue ones marked 'Vencida', a 'Por cobrar' filter (saldo > 0), each factura's PDF, and beside
 * the list the aging of the saldos per cliente.
 */
import { useState } from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { schemas } from '../../../schemas';
import { RequireObra, useActiveObra } from '../../obra';
import { ComprobanteViewer, DocumentList } from '../../shared/documents';
import { AntiguedadClientes } from './AntiguedadClientes';
import { POR_COBRAR } from './messages';
import { PromesaPagoField } from './PromesaPagoField';

/** The PDF opens in its dialog without the click reaching the row, which opens the editor. */
function VerPdf() {
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <ComprobanteViewer documentType="factura" />
    </Box>
  );
}

function Facturas() {
  const { obra } = useActiveObra();
  const [porCobrar, setPorCobrar] = useState(false);
  return (
    // A grid of minmax(0, …) tracks: its content never widens the page; side by side only where both fit (xl).
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Box>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Switch checked={porCobrar} onChange={(event) => setPorCobrar(event.target.checked)} />}
          label={POR_COBRAR}
        />
        <DocumentList
          schema={schemas.factura}
          filter={porCobrar ? { porCobrar: 'true' } : undefined}
          cells={{ promesaPago: <PromesaPagoField /> }}
          rowActions={<VerPdf />}
        />
      </Box>
      <Box>{obra && <AntiguedadClientes obraId={obra.id} />}</Box>
    </Box>
  );
}

export default function FacturaList() {
  return (
    <RequireObra>
      <Facturas />
    </RequireObra>
  );
}
