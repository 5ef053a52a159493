/**
 * /catalogos: every admin-defined catalog with what it holds and a link to it. The side menu
 * lists the same catalogs under "Catalogos" (the server adds their entries).
 */
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { useNotifyError } from '../../layout/useNotifyError';
import { useCatalogos } from './useCatalogos';

export const CATALOGOS_TITLE = 'Catalogos';
export const SIN_CATALOGOS =
  'Aun no hay catalogos definidos. Un administrador los agrega con un esquema en schemas/catalogos/.';

export default function CatalogoIndex() {
  const { data, isPending, error } = useCatalogos();
  useNotifyError(error);
  if (isPending) return <Loading />;
  const catalogos = data ?? [];
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={CATALOGOS_TITLE} />
      {catalogos.length === 0 && !error && <Typography color="text.secondary">{SIN_CATALOGOS}</Typography>}
      {catalogos.map((schema) => {
        const hints = schema['x-resource'];
        if (!hints) return null;
        return (
          <Card key={hints.name}>
            <CardActionArea component={Link} to={hints.route}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {hints.label}
                </Typography>
                {typeof schema.description === 'string' && (
                  <Typography color="text.secondary">{schema.description}</Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
