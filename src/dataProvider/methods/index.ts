/**
 * Every non-CRUD method of the data provider, one group per API group. A workflow adds its group
 * file (e.g. `ordenCompra.ts` exporting `const ordenCompraMethods = { autorizarOrden, … }`) and
 * runs `npm run gen`, which lists every `export const <name>Methods` of this folder in
 * `generated.ts`; method names must be unique across groups because they share the data
 * provider's one namespace (a test checks).
 */
import { methodGroups } from './generated';

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

/**
 * The methods that take a record's id and answer a document (autorizar, cancelar, aplicar, …): what
 * a confirmed document action may call with the record on screen.
 */
export type DocumentActionName = {
  [Name in MethodName]: number extends ParamsOf<Name>
    ? ResultOf<Name> extends { folio?: number }
      ? Name
      : never
    : never;
}[MethodName];

export { methodGroups };

export { mutation, query, type CacheKey, type Method } from './method';
export type { HistorialParams } from './bitacora';
export type { ComprobanteUpload, DocumentWithComprobante } from './comprobante';
export type { AnexoNuevo, DocumentWithAnexos } from './anexo';
export type * from './types';
