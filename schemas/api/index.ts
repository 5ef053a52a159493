/**
 * Every route contract of the API, by group. The server registers each route with its contract
 * (`server/contracts.ts`), `npm run gen` writes their types to `schemas/generated/api/`, and the
 * OpenAPI document at `/api/docs` is generated from the registered routes.
 */
import { authApi } from './auth';
import { bitacoraApi } from './bitacora';
import { anyCatalogo, catalogoApi, catalogoListApi } from './catalogo';
import { clienteApi } from './cliente';
import { conceptoApi } from './concepto';
import { docsApi } from './docs';
import { documentoApi } from './documento';
import { empleadoApi } from './empleado';
import { menuItemApi } from './menu-item';
import { obraApi } from './obra';
import { ordenCompraApi } from './orden-compra';
import { proveedorApi } from './proveedor';
import { sucursalApi } from './sucursal';
import { permisoApi, usuarioApi } from './usuario';

export const api = {
  auth: authApi,
  bitacora: bitacoraApi,
  catalogo: catalogoListApi,
  /** Each admin-defined catalog's routes, for any catalog (their schemas are read at start). */
  catalogoRegistro: catalogoApi(anyCatalogo),
  cliente: clienteApi,
  concepto: conceptoApi,
  docs: docsApi,
  documento: documentoApi,
  empleado: empleadoApi,
  menuItem: menuItemApi,
  obra: obraApi,
  ordenCompra: ordenCompraApi,
  permiso: permisoApi,
  proveedor: proveedorApi,
  sucursal: sucursalApi,
  usuario: usuarioApi,
};

export type { JsonSchema, RouteContract } from './shared';
