import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useActiveObra } from '../obra';
import { paths } from '../paths';
import type { ObraOption } from '../dataProvider';
import { ObraSearch } from './ObraSearch';

/** 'Seleccionar Obra...': choose the active obra and open its summary, or leave the current one. */
export function ObraDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { obra, setObra } = useActiveObra();

  const select = (chosen: ObraOption) => {
    setObra({ id: chosen.id, nombre: chosen.nombre });
    onClose();
    navigate(paths.obraResumen(chosen.id));
  };
  const exit = () => {
    setObra(null);
    onClose();
    navigate(paths.home);
  };

  return (
    // Anchored near the top so the search results open below without covering the actions.
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle>{translate('app.obra.select')}</DialogTitle>
      <DialogContent sx={{ pt: 1, overflow: 'visible' }}>
        <ObraSearch onSelect={select} />
      </DialogContent>
      <DialogActions>
        {obra && (
          <Button color="error" onClick={exit}>
            {translate('app.obra.exit')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
