/** /configura/menu/nuevo: a menu item; every user gets a permiso for it (authorized for admins). */
import { schemas } from '../../../schemas';
import { SchemaCreate } from '../../engine';
import { MenuInputs } from './MenuInputs';
import { useMenuCambiado } from './useMenuCambiado';

export default function MenuCreate() {
  return (
    <SchemaCreate schema={schemas.menuItem} onSaved={useMenuCambiado()}>
      <MenuInputs />
    </SchemaCreate>
  );
}
