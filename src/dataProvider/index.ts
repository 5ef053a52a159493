/**
 * The app's one data provider: the CRUD verbs of every schema resource, plus custom methods that
 * workflow screens add by name (`useDataProvider().autorizarOrden(...)`) through `withMethods`.
 */
import type { DataProvider } from 'react-admin';
import { crudProvider } from './crud';
import { resourceTable } from './table';

export function withMethods<Base extends DataProvider, Extra extends Record<string, unknown>>(
  base: Base,
  methods: Extra,
): Base & Extra {
  return { ...base, ...methods };
}

export const dataProvider = crudProvider(resourceTable);

export { crudProvider } from './crud';
export { toPage } from './paged';
export { endpointOf, registerEndpoints, resourceTable, tableOf, type Multipart, type ResourceEndpoint } from './table';
