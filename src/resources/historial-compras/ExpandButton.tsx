/** Opens and closes a proveedor's compras, in a row of the table or a card's header. */
import { IconButton } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { Grupo } from './grupos';
import { VER_COMPRAS } from './messages';

export function ExpandButton({
  grupo,
  open,
  controls,
  onToggle,
}: {
  grupo: Grupo;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <IconButton
      size="small"
      aria-label={VER_COMPRAS(grupo.proveedor.nombre)}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
    </IconButton>
  );
}
