import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslate } from 'react-admin';
import { useActiveObra } from '../obra';
import { ObraDialog } from './ObraDialog';

/** The active obra's name in the top bar, and the button that opens 'Seleccionar Obra...'. */
export function ObraIndicator() {
  const translate = useTranslate();
  const { obra } = useActiveObra();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Typography variant="body2" noWrap data-testid="obra-activa" sx={{ maxWidth: 280, opacity: obra ? 1 : 0.75 }}>
        {obra ? `${translate('app.obra.label')}: ${obra.nombre}` : translate('app.obra.none')}
      </Typography>
      <Button color="inherit" variant="outlined" size="small" startIcon={<ConstructionIcon />} onClick={() => setOpen(true)}>
        {translate('app.obra.select')}
      </Button>
      {open && <ObraDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
