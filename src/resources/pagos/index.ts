/**
 * Cuentas por pagar, the paying side (docs/product.md §2): Registro de Pago, the Historial de Pagos
 * (the pago schema's list, each pago read-only) and the Antigüedad de Saldos per proveedor. Their
 * menu permisos guard the routes.
 */
import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import PaymentsIcon from '@mui/icons-material/Payments';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';
import type { ResourceModule } from '../types';

export const registroPago: ResourceModule = {
  name: 'cuentas-por-pagar/registro-pago',
  list: lazy(() => import('./RegistroPago')),
  icon: PaymentsIcon,
};

export const historialPagos = schemaResource(schemas.pago, HistoryIcon, {
  list: lazy(() => import('./HistorialPagos')),
  create: null,
  edit: lazy(() => import('./PagoDetalle')),
});

export const antiguedadSaldos: ResourceModule = {
  name: 'cuentas-por-pagar/antiguedad',
  list: lazy(() => import('./AntiguedadSaldos')),
  icon: HourglassBottomIcon,
};

export default [registroPago, historialPagos, antiguedadSaldos];
