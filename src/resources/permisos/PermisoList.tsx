/**
 * /configura/permisos (docs/product.md §6): an admin picks a user and switches the autorizado flag of each
 * of their permisos; a row opens /configura/permisos/{id}/editar. The chosen user travels in the
 * URL (`?usuarioId=`), so coming back from the editor shows the same list.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ELIJA_USUARIO } from './messages';
import { PermisosDelUsuario } from './PermisosDelUsuario';
import { UsuarioSelector } from './UsuarioSelector';

export default function PermisoList() {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('usuarioId'));
  const usuarioId = Number.isInteger(value) && value > 0 ? value : null;
  return (
    <>
      <Title title="Permisos" />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <UsuarioSelector
            usuarioId={usuarioId}
            onChange={(id) => setParams(id === null ? {} : { usuarioId: String(id) })}
          />
        </CardContent>
      </Card>
      {usuarioId === null ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {ELIJA_USUARIO}
        </Typography>
      ) : (
        <PermisosDelUsuario key={usuarioId} usuarioId={usuarioId} />
      )}
    </>
  );
}
