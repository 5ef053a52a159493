import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { TituloDePagina } from '../shared/TituloDePagina';

/** Every unknown path (docs/product.md §2, §8). */
export default function NotFound() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = translate('app.not_found.title');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Card sx={{ maxWidth: 560, width: '100%' }}>
        <CardContent>
          <TituloDePagina sx={{ mb: '0.35em' }}>{title}</TituloDePagina>
          <Typography color="text.secondary" gutterBottom>
            {translate('app.not_found.path', { path: pathname })}
          </Typography>
          <Button variant="contained" startIcon={<ArrowBack />} onClick={() => navigate(-1)} sx={{ mt: 2 }}>
            {translate('app.not_found.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
