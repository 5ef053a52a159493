/**
 * The app's one data provider: the CRUD verbs of every schema resource, plus the methods of
 * `methods/` (lookups, summaries, workflow actions) that screens call by name through
 * `useWorkflowQuery` / `useWorkflowMutation`, or `useDataProvider<AppDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import { crudProvider } from './crud';
import { methods } from './methods';
import { resourceTable } from './table';

export function withMethods<Base extends DataProvider, Extra extends Record<string, unknown>>(
  base: Base,
  extra: Extra,
): Base & Extra {
  return { ...base, ...extra };
}

export const dataProvider = withMethods(crudProvider(resourceTable), methods);
export type AppDataProvider = typeof dataProvider;

export { crudProvider } from './crud';
export { fieldErrorsOf, StaleRecordError } from './formErrors';
export {
  methods,
  type AnexoNuevo,
  type ComprobanteUpload,
  type DocumentActionName,
  type DocumentWithAnexos,
  type DocumentWithComprobante,
  type MethodName,
  type ParamsOf,
  type ResultOf,
} from './methods';
export { endpointOf, registerEndpoints, resourceTable, tableOf, type Multipart, type ResourceEndpoint } from './table';
export { methodKey, useWorkflowMutation, useWorkflowQuery } from './useWorkflow';
export { FormIdempotencyKey, useIdempotencyKeys } from './idempotency';
export type * from './methods/types';
