/**
 * Ajustes al presupuesto (docs/product.md §2 /ajuste-presupuesto): the active obra's ajustes and
 * an ajuste's editor with Autorizar and Rechazar; they are captured from the presupuesto's tree (./AjusteDialog.tsx).
 */
import { lazy } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const ajustesPresupuesto = schemaResource(schemas.ajustePresupuesto, TuneIcon, {
  list: lazy(() => import('./AjusteList')),
  create: null,
  edit: lazy(() => import('./AjusteEdit')),
});

export default ajustesPresupuesto;
