/** /configura/menu/nuevo: a menu item; every user gets a permiso for it (authorized for admins). */
import { Create } from 'react-admin';
import { schemas } from '../../../schemas';
import { prepareRecord } from '../../../schemas/validation';
import { resourceOf, SchemaForm, useSaveSuccess } from '../../engine';
import { MenuInputs } from './MenuInputs';
import { useMenuCambiado } from './useMenuCambiado';

export default function MenuCreate() {
  const guardado = useSaveSuccess(schemas.menuItem);
  const menuCambiado = useMenuCambiado();
  return (
    <Create
      resource={resourceOf(schemas.menuItem).name}
      title="Alta de Menu Item"
      record={{ seccion: 'principal' }}
      transform={(values) => prepareRecord(schemas.menuItem, values)}
      mutationOptions={{ onSuccess: (record) => (menuCambiado(), guardado(record)) }}
    >
      <SchemaForm schema={schemas.menuItem} alwaysEnableSave>
        <MenuInputs />
      </SchemaForm>
    </Create>
  );
}
