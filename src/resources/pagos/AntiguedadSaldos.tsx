/**
 * /cuentas-por-pagar/antiguedad: what is owed to each proveedor, al corriente and by days past its
 * promesa de pago, with the totals (GET /api/contabilidad/antiguedad): of the active obra, or of
 * every obra the user may see with 'Todas las obras'.
 */
import { useState } from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { useWorkflowQuery } from '../../dataProvider';
import { useNotifyError } from '../../layout/useNotifyError';
import { RequireObra, useActiveObra } from '../../obra';
import { AntiguedadPanel } from '../../shared/tablas/AntiguedadPanel';
import { ANTIGUEDAD_DE_SALDOS, TODAS_LAS_OBRAS } from './messages';

function Antiguedad() {
  const { obra } = useActiveObra();
  const [todas, setTodas] = useState(false);
  const { data, error } = useWorkflowQuery('antiguedadProveedores', todas ? undefined : obra?.id);
  useNotifyError(error);
  return (
    // A grid track of minmax(0, 1fr): on a phone the table scrolls in its box, the page does not.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <AntiguedadPanel
        title={ANTIGUEDAD_DE_SALDOS}
        heading="h1"
        party="proveedor"
        rows={data}
        actions={
          <FormControlLabel
            control={<Switch checked={todas} onChange={(event) => setTodas(event.target.checked)} />}
            label={TODAS_LAS_OBRAS}
          />
        }
      />
    </Box>
  );
}

export default function AntiguedadSaldos() {
  return (
    <RequireObra>
      <Antiguedad />
    </RequireObra>
  );
}
