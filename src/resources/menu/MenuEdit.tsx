/** /configura/menu/{id}/editar: the item, its deletion and its Historial. */
import { schemas } from '../../../schemas';
import { SchemaEdit } from '../../engine';
import { HistorialButton } from '../../shared/bitacora';
import { EliminarMenuItemButton } from './EliminarMenuItemButton';
import { MenuInputs } from './MenuInputs';
import { useMenuCambiado } from './useMenuCambiado';

export default function MenuEdit() {
  return (
    <SchemaEdit
      schema={schemas.menuItem}
      onSaved={useMenuCambiado()}
      actions={
        <>
          <HistorialButton tabla="menu_item" />
          <EliminarMenuItemButton />
        </>
      }
    >
      <MenuInputs />
    </SchemaEdit>
  );
}
