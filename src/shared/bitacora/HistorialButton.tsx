/**
 * 'Historial' for any editor, in one line: `<HistorialButton tabla="cliente" />` anywhere inside an
 * Edit (toolbar, aside, form) opens a drawer with that record's audit trail. Only admins see it;
 * the server answers GET /api/bitacora to them alone. `tabla` is the database table name.
 */
import { useState } from 'react';
import { Box, Button, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import { useRecordContext } from 'react-admin';
import { useEsAdmin } from '../../resources/usuarios/roles';
import { HistorialList } from './HistorialList';

export const HISTORIAL = 'Historial';

export interface HistorialButtonProps {
  tabla: string;
  /** The record's id; by default the id of the record being edited. */
  registroId?: string | number;
}

export function HistorialButton({ tabla, registroId }: HistorialButtonProps) {
  const record = useRecordContext();
  const admin = useEsAdmin();
  const [open, setOpen] = useState(false);
  const id = registroId ?? record?.id;
  if (!admin || id === undefined || id === null) return null;
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {HISTORIAL}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'titulo-historial' } }}
      >
        <Box sx={{ width: { xs: '100vw', sm: 420 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2, pb: 1 }}>
            <Typography id="titulo-historial" variant="h6" component="h2">
              {HISTORIAL}
            </Typography>
            <IconButton aria-label="Cerrar" onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          {open && <HistorialList tabla={tabla} registroId={id} />}
        </Box>
      </Drawer>
    </>
  );
}
