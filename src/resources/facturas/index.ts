/**
 * Cobros (docs/product.md §2 /cobro): the active obra's facturas with the aging per cliente, the new
 * factura with its PDF, and the editor with its ingresos. Ingresos are recorded at /ingreso (../ingresos).
 */
import { lazy } from 'react';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const facturas = schemaResource(schemas.factura, RequestQuoteIcon, {
  list: lazy(() => import('./FacturaList')),
  create: lazy(() => import('./FacturaCreate')),
  edit: lazy(() => import('./FacturaEdit')),
});

export default facturas;
