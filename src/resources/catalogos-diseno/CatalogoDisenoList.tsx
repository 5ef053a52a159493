/** /configura/catalogos: every admin-defined catalog with its fields and records, each opening its designer (the superuser's; ./SoloSuperusuario.tsx). */
import { Button, Card, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useWorkflowQuery } from '../../dataProvider';
import { useNotifyError } from '../../layout/useNotifyError';
import { paths } from '../../paths';
import { SoloSuperusuario, usePuedeDisenar } from './SoloSuperusuario';

export const DISENO_BASE = '/configura/catalogos';
export const NUEVO_CATALOGO = 'Nuevo catalogo';

export default function CatalogoDisenoList() {
  const { data, isPending, error } = useWorkflowQuery('catalogosDiseno', undefined);
  const puedeDisenar = usePuedeDisenar();
  useNotifyError(error);
  if (isPending) return <Loading />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Diseño de catalogos" />
      {puedeDisenar ? (
        <Stack direction="row" justifyContent="flex-end">
          <Button component={RouterLink} to={paths.create(DISENO_BASE)} startIcon={<AddIcon />} variant="contained">
            {NUEVO_CATALOGO}
          </Button>
        </Stack>
      ) : (
        <SoloSuperusuario />
      )}
      <Card sx={{ overflowX: 'auto' }}>
        <Table aria-label="Catalogos">
          <TableHead>
            <TableRow>
              <TableCell>Nombre</TableCell>
              <TableCell>Etiqueta</TableCell>
              <TableCell align="right">Campos</TableCell>
              <TableCell align="right">Registros</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map(({ nombre, esquema, registros }) => (
              <TableRow key={nombre}>
                <TableCell>
                  <Link component={RouterLink} to={`${DISENO_BASE}/${nombre}`}>
                    {nombre}
                  </Link>
                </TableCell>
                <TableCell>{esquema['x-resource']?.label ?? esquema.title}</TableCell>
                <TableCell align="right">{Object.keys(esquema.properties ?? {}).length}</TableCell>
                <TableCell align="right">{registros}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Stack>
  );
}
