/**
 * /configura/menu (docs/product.md §2): Padre, Seccion, Nombre, Link and Icono — drawn, not named —
 * searchable by name, paged like every list; a row opens its editor, 'Nuevo' a new item.
 */
import { schemas } from '../../../schemas';
import { SchemaList } from '../../engine';
import { IconoDelRegistro } from './IconoMenu';

export default function MenuList() {
  return <SchemaList schema={schemas.menuItem} cells={{ icono: <IconoDelRegistro /> }} />;
}
