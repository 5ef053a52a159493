/** The catalogs' MSW handlers (proveedores, conceptos, empleados, obras, admin-defined catalogs) and the documents (órdenes, compras, notas, nóminas, gastos, facturas and ingresos, cuentas por pagar and pagos, CFDI reads). */
import type { RequestHandler } from 'msw';
import { catalogoHandlers } from './api/catalogos';
import { catalogoDisenoHandlers } from './api/catalogosDiseno';
import { cfdiHandlers } from './api/cfdi';
import { compraHandlers, notaCreditoHandlers } from './api/compras';
import { conceptoHandlers } from './api/conceptos';
import { contabilidadHandlers } from './api/contabilidad';
import { dataHandlers } from './api/data';
import { empleadoHandlers } from './api/empleados';
import { gastoHandlers } from './api/gastos';
import { nominaHandlers } from './api/nominas';
import { facturaHandlers } from './api/facturas';
import { pagoHandlers } from './api/pagos';
import { obraCatalogoHandlers } from './api/obrasCatalogo';
import { ordenCompraHandlers } from './api/ordenes';
import { proveedorHandlers } from './api/proveedores';

// After the obra lookups of the shell: `/api/obra/:id` would also match `byName` and `avance`.
export const catalogHandlers: RequestHandler[] = [
  ...proveedorHandlers,
  // Before the conceptos: `/api/concepto/:id` would also match `byClasificacionAndName`.
  ...ordenCompraHandlers,
  ...compraHandlers,
  ...notaCreditoHandlers,
  ...nominaHandlers,
  ...gastoHandlers,
  // `/api/factura/:id` would also match `antiguedad`, `porcoborar` and `byObraAndCliente`: those come first there.
  ...facturaHandlers,
  // `/api/pago/:id` would also match `historial`: that comes first there.
  ...pagoHandlers,
  // POST /api/cfdi/lectura: a CFDI read before its document exists.
  ...cfdiHandlers,
  ...contabilidadHandlers,
  ...conceptoHandlers,
  ...empleadoHandlers,
  ...obraCatalogoHandlers,
  ...catalogoHandlers,
  ...catalogoDisenoHandlers,
  ...dataHandlers,
];
