/**
 * A page of the obra's charges (Pendientes, Autorizadas): its title beside 'Imprimir', which opens
 * the server's PDF of the same list with its totals, then what the page shows.
 */
import type { ReactNode } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import { Box } from '@mui/material';
import { ReportButton } from '../documents';
import { TituloDePagina } from '../TituloDePagina';
import { IMPRIMIR } from './messages';

export interface PaginaDeCargosProps {
  titulo: string;
  /** The title's id, which names the list. */
  tituloId: string;
  obraId: number;
  /** Which list: the authorized charges or those waiting for authorization. */
  autorizados: boolean;
  children: ReactNode;
}

export function PaginaDeCargos({ titulo, tituloId, obraId, autorizados, children }: PaginaDeCargosProps) {
  return (
    // A grid track of minmax(0, 1fr): on a phone the tables scroll in their boxes, the page does not.
    <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <TituloDePagina id={tituloId}>{titulo}</TituloDePagina>
        <ReportButton
          method="reporteCargos"
          params={{ obraId, authorized: autorizados ? 'true' : 'false' }}
          variant="outlined"
          startIcon={<PrintIcon />}
        >
          {IMPRIMIR}
        </ReportButton>
      </Box>
      {children}
    </Box>
  );
}
