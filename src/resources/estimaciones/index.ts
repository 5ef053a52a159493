/**
 * Estimaciones (issue 29): the active obra's estimaciones, their editor (conceptos from the
 * presupuesto, deducciones, carátula, lifecycle from the server's `acciones`), and the obra's
 * estado de cuenta del contrato at /estimacion/estado-cuenta.
 */
import { createElement, lazy } from 'react';
import RequestPageIcon from '@mui/icons-material/RequestPage';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';
import { ESTADO_CUENTA } from './rutas';

const EstadoCuenta = lazy(() => import('./EstadoCuenta'));

export const estimaciones = schemaResource(schemas.estimacion, RequestPageIcon, {
  list: lazy(() => import('./EstimacionList')),
  create: lazy(() => import('./EstimacionCreate')),
  edit: lazy(() => import('./EstimacionEdit')),
  routes: [{ path: ESTADO_CUENTA, element: createElement(EstadoCuenta) }],
});

export default estimaciones;
