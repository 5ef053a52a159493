/**
 * Empleados (docs/product.md §2: Nombre, Nacimiento, Telefono, Email). The list is the schema's; the
 * editors add the photo (a multipart write, see src/dataProvider/table.ts) and, when editing, the
 * Credencial button.
 */
import { lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const empleados = schemaResource(schemas.empleado, BadgeIcon, {
  create: lazy(() => import('./EmpleadoCreate')),
  edit: lazy(() => import('./EmpleadoEdit')),
});

export default empleados;
