/** Nóminas (docs/product.md §2 /nomina): the active obra's weeks, a new one and the editor with its comprobante. */
import { lazy } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const nominas = schemaResource(schemas.nomina, GroupsIcon, {
  list: lazy(() => import('./NominaList')),
  create: lazy(() => import('./NominaCreate')),
  edit: lazy(() => import('./NominaEdit')),
});

export default nominas;
