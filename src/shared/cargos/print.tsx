/**
 * 'Imprimir' of a list: the browser's own print of the page, with a print style sheet that leaves
 * out the shell (top bar, side menu), the buttons and whatever is marked `NO_IMPRIMIR` (a row's
 * actions), so the paper shows the title and the table alone.
 */
import PrintIcon from '@mui/icons-material/Print';
import { Button, GlobalStyles } from '@mui/material';
import { IMPRIMIR } from './messages';

/** The class of what the printed page leaves out. */
export const NO_IMPRIMIR = 'no-imprimir';

const printStyles = {
  '@media print': {
    [`header, .RaSidebar-root, .MuiButton-root, .MuiTablePagination-root, .${NO_IMPRIMIR}`]: {
      display: 'none !important',
    },
    // The shell leaves room for the top bar it no longer shows.
    '.RaLayout-appFrame': { marginTop: '0 !important' },
  },
};

export function ImprimirLista() {
  return (
    <>
      <GlobalStyles styles={printStyles} />
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {IMPRIMIR}
      </Button>
    </>
  );
}
