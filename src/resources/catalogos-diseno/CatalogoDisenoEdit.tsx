/** /configura/catalogos/{nombre}: a stored catalog's schema and version, in the designer; read-only to an admin. */
import { Card, Stack, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useWorkflowQuery } from '../../dataProvider';
import { useNotifyError } from '../../layout/useNotifyError';
import { Disenador } from './Disenador';
import { SoloSuperusuario, usePuedeDisenar } from './SoloSuperusuario';

export const catalogoInexistente = (nombre: string) => `No existe el catalogo ${nombre}.`;

export default function CatalogoDisenoEdit() {
  const { nombre = '' } = useParams();
  const { data, isPending, error } = useWorkflowQuery('catalogosDiseno', undefined);
  const puedeDisenar = usePuedeDisenar();
  useNotifyError(error);
  if (isPending) return <Loading />;
  const catalogo = data?.find((c) => c.nombre === nombre);
  if (!catalogo) return error ? null : <Typography sx={{ p: 2 }}>{catalogoInexistente(nombre)}</Typography>;
  const titulo = `Catalogo ${catalogo.esquema.title ?? nombre}`;
  if (!puedeDisenar) {
    return (
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Title title={titulo} />
        <SoloSuperusuario />
        <Card component="pre" sx={{ p: 2, m: 0, overflowX: 'auto' }}>
          {JSON.stringify(catalogo.esquema, null, 2)}
        </Card>
      </Stack>
    );
  }
  return (
    <Disenador
      key={`${catalogo.nombre}:${catalogo.version}`}
      titulo={titulo}
      nombre={catalogo.nombre}
      inicial={catalogo.esquema}
      version={catalogo.version}
    />
  );
}
