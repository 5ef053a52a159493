/** /configura/usuarios/{id}/editar: the full editor for admins, the profile for everyone else. */
import { Loading } from 'react-admin';
import { PerfilEdit } from './PerfilEdit';
import { useEsAdmin } from './roles';
import { UsuarioEditAdmin } from './UsuarioEditAdmin';

export default function UsuarioEdit() {
  const admin = useEsAdmin();
  if (admin === undefined) return <Loading />;
  return admin ? <UsuarioEditAdmin /> : <PerfilEdit />;
}
