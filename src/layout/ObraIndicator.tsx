import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslate } from 'react-admin';
import { useActiveObra } from '../obra';
import { ObraDialog } from './ObraDialog';
import { iconFirstButton, wideOnly } from './responsive';

/** The active obra's name in the top bar, and the button that opens 'Seleccionar Obra...'. */
export function ObraIndicator() {
  const translate = useTranslate();
  const { obra } = useActiveObra();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Typography variant="body2" noWrap sx={{ maxWidth: 280, opacity: obra ? 1 : 0.75, ...wideOnly }}>
        {obra ? `${translate('app.obra.label')}: ${obra.nombre}` : translate('app.obra.none')}
      </Typography>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        aria-label={translate('app.obra.select')}
        title={obra?.nombre}
        startIcon={<ConstructionIcon />}
        onClick={() => setOpen(true)}
        sx={{ ...iconFirstButton, whiteSpace: 'nowrap' }}
      >
        <Box component="span" sx={wideOnly}>
          {translate('app.obra.select')}
        </Box>
      </Button>
      {open && <ObraDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
