import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslate } from 'react-admin';
import { useActiveObra } from '../obra';
import { ObraDialog } from './ObraDialog';
import { iconFirstButton, wideOnly } from './responsive';
import { usePhone } from '../engine/usePhone';

/**
 * The active obra's name for a phone's top bar: alone (no 'Obra:'), under the page title, cut short
 * at the bar's width; nothing without an obra (the button says it all).
 */
export function PhoneObraName() {
  const { obra } = useActiveObra();
  return obra ? (
    <Typography variant="caption" noWrap component="div" sx={{ opacity: 0.85, lineHeight: 1.3 }}>
      {obra.nombre}
    </Typography>
  ) : null;
}

/**
 * The button that opens 'Seleccionar Obra...', and before it, on a wide screen, the active obra's
 * name (a phone shows it under the page title: PhoneObraName).
 */
export function ObraIndicator() {
  const translate = useTranslate();
  const { obra } = useActiveObra();
  const [open, setOpen] = useState(false);
  const phone = usePhone();
  return (
    <>
      {phone ? null : (
        <Typography variant="body2" noWrap sx={{ maxWidth: 280, ...(obra ? {} : { opacity: 0.75, ...wideOnly }) }}>
          {obra ? `${translate('app.obra.label')}: ${obra.nombre}` : translate('app.obra.none')}
        </Typography>
      )}
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
