/**
 * 'Imprimir' of a list: the browser's own print of the page, with a print style sheet that leaves
 * out the shell (top bar, side menu), the buttons and whatever is marked `NO_IMPRIMIR` (a row's
 * actions), so the paper shows the title and the table alone; in the button's place it names the
 * obra and the day it was printed.
 */
import PrintIcon from '@mui/icons-material/Print';
import { Button, GlobalStyles, Typography } from '@mui/material';
import { businessToday } from '../../../schemas/today';
import { useActiveObra } from '../../obra';
import { fechaCorta } from '../../resources/cobros/formato';
import { IMPRIMIR } from './messages';

/** The class of what the printed page leaves out. */
export const NO_IMPRIMIR = 'no-imprimir';
const SOLO_IMPRESO = 'solo-impreso';

const printStyles = {
  [`.${SOLO_IMPRESO}`]: { display: 'none' },
  '@media print': {
    [`header, .RaSidebar-root, .MuiButton-root, .MuiTablePagination-root, .${NO_IMPRIMIR}`]: {
      display: 'none !important',
    },
    [`.${SOLO_IMPRESO}`]: { display: 'block' },
    // The shell leaves room for the top bar it no longer shows.
    '.RaLayout-appFrame': { marginTop: '0 !important' },
  },
};

export function ImprimirLista() {
  const { obra } = useActiveObra();
  return (
    <>
      <GlobalStyles styles={printStyles} />
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {IMPRIMIR}
      </Button>
      <Typography className={SOLO_IMPRESO}>
        {obra?.nombre} · {fechaCorta(businessToday())}
      </Typography>
    </>
  );
}
