/**
 * Every non-CRUD method of the data provider, one group per API group. A new workflow adds its
 * group file (e.g. `ordenCompra.ts` with `autorizarOrden`) to `methodGroups`; method names must be
 * unique across groups because they share the data provider's one namespace (a test checks).
 */
import { bitacoraMethods } from './bitacora';
import { catalogoMethods } from './catalogo';
import { comprobanteMethods } from './comprobante';
import { compraMethods } from './compra';
import { documentoMethods } from './documento';
import { lookupMethods } from './lookups';
import { menuMethods } from './menu';
import { notaCreditoMethods } from './notaCredito';
import { obraMethods } from './obra';
import { ordenCompraMethods } from './ordenCompra';
import { sesionMethods } from './sesion';
import { usuarioMethods } from './usuario';

export const methodGroups = [
  sesionMethods,
  usuarioMethods,
  menuMethods,
  obraMethods,
  lookupMethods,
  bitacoraMethods,
  catalogoMethods,
  documentoMethods,
  ordenCompraMethods,
  compraMethods,
  notaCreditoMethods,
  comprobanteMethods,
] as const;

type Merged<Groups extends readonly object[]> = Groups extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Merged<Rest>
  : unknown;

export const methods = Object.assign({}, ...methodGroups) as Merged<typeof methodGroups>;

export type Methods = typeof methods;
export type MethodName = keyof Methods;
export type ParamsOf<Name extends MethodName> = Parameters<Methods[Name]>[0];
export type ResultOf<Name extends MethodName> = Awaited<ReturnType<Methods[Name]>>['data'];

export { mutation, query, type CacheKey, type Method } from './method';
export type { HistorialParams } from './bitacora';
export type { ComprobanteUpload, DocumentoConComprobante } from './comprobante';
export type * from './types';
