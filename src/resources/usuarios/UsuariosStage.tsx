/** The usuario screens on their routes, for stories (the list and the editors link to each other). */
import { ResourceStage } from '../ResourceStage';
import UsuarioCreate from './UsuarioCreate';
import UsuarioEdit from './UsuarioEdit';
import UsuarioList from './UsuarioList';

export function UsuariosStage() {
  return (
    <ResourceStage name="configura/usuarios" list={<UsuarioList />} create={<UsuarioCreate />} edit={<UsuarioEdit />} />
  );
}
