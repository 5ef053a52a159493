/** /configura/catalogos/{nombre}: a stored catalog's schema and version, in the designer. */
import { Typography } from '@mui/material';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useWorkflowQuery } from '../../dataProvider';
import { useNotifyError } from '../../layout/useNotifyError';
import { Disenador } from './Disenador';

export const catalogoInexistente = (nombre: string) => `No existe el catalogo ${nombre}.`;

export default function CatalogoDisenoEdit() {
  const { nombre = '' } = useParams();
  const { data, isPending, error } = useWorkflowQuery('catalogosDiseno', undefined);
  useNotifyError(error);
  if (isPending) return <Loading />;
  const catalogo = data?.find((c) => c.nombre === nombre);
  if (!catalogo) return error ? null : <Typography sx={{ p: 2 }}>{catalogoInexistente(nombre)}</Typography>;
  return (
    <Disenador
      key={`${catalogo.nombre}:${catalogo.version}`}
      titulo={`Catalogo ${catalogo.esquema.title ?? nombre}`}
      nombre={catalogo.nombre}
      inicial={catalogo.esquema}
      version={catalogo.version}
    />
  );
}
