/** The permiso screens on their routes, for stories. */
import { ResourceStage } from '../ResourceStage';
import PermisoEdit from './PermisoEdit';
import PermisoList from './PermisoList';

export function PermisosStage() {
  return <ResourceStage name="configura/permisos" list={<PermisoList />} edit={<PermisoEdit />} />;
}
