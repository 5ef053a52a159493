/** /configura/menu/{id}/editar: the item, its deletion and its Historial. */
import { Edit, TopToolbar } from 'react-admin';
import { schemas } from '../../../schemas';
import { prepareRecord } from '../../../schemas/validation';
import { resourceOf, SchemaForm, useSaveSuccess } from '../../engine';
import { HistorialButton } from '../bitacora';
import { EliminarMenuItemButton } from './EliminarMenuItemButton';
import { MenuInputs } from './MenuInputs';
import { useMenuCambiado } from './useMenuCambiado';

export default function MenuEdit() {
  const guardado = useSaveSuccess(schemas.menuItem);
  const menuCambiado = useMenuCambiado();
  return (
    <Edit
      resource={resourceOf(schemas.menuItem).name}
      title="Editar Menu Item"
      mutationMode="pessimistic"
      transform={(values) => prepareRecord(schemas.menuItem, values)}
      mutationOptions={{ onSuccess: (record) => (menuCambiado(), guardado(record)) }}
      actions={
        <TopToolbar>
          <HistorialButton tabla="menu_item" />
          <EliminarMenuItemButton />
        </TopToolbar>
      }
    >
      <SchemaForm schema={schemas.menuItem}>
        <MenuInputs />
      </SchemaForm>
    </Edit>
  );
}
