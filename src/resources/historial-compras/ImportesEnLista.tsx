/** The importes on a phone: a line each, the label on the left and the amount on the right. */
import { Box, Typography } from '@mui/material';
import { pesos } from '../../shared/formato';
import { IMPORTES, type Sumas } from './importes';

export function ImportesEnLista({ sumas }: { sumas: Sumas }) {
  return IMPORTES.map((importe) => (
    <Box key={importe.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {importe.label}
      </Typography>
      <Typography variant="body2">{pesos(sumas[importe.key])}</Typography>
    </Box>
  ));
}
