/**
 * Empleados (docs/product.md §2: Nombre, Nacimiento, Telefono, Email). The list and the form are the
 * schema's, the photo its `file` widget (a multipart write, `x-resource.multipart`); the editors add
 * the empleado's save error and, when editing, the Credencial button.
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
