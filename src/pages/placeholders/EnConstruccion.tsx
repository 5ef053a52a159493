/** A screen docs/product.md §2 names but does not describe yet: its title and a short notice, in the shell. */
import { Box, Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { TituloDePagina } from '../../shared/TituloDePagina';

export const EN_CONSTRUCCION = 'Esta seccion esta en construccion.';

export function EnConstruccion({ title, description }: { title: string; description: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Card sx={{ maxWidth: 560, width: '100%' }}>
        <CardContent sx={{ textAlign: 'center' }}>
          <ConstructionIcon color="secondary" sx={{ fontSize: 56, mb: 1 }} />
          <TituloDePagina sx={{ mb: '0.35em' }}>{title}</TituloDePagina>
          <Typography gutterBottom>{EN_CONSTRUCCION}</Typography>
          <Typography color="text.secondary">{description}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
