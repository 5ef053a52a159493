/**
 * The resource → endpoint table the data provider runs on. Every schema with `x-resource` adds a
 * row, so a new catalog schema needs no data-provider code.
 */
import { schemas, type EntitySchema } from '../../schemas';

export interface ResourceEndpoint {
  /** react-admin resource name, e.g. `clientes` or `configura/menu`. */
  name: string;
  /** Base of getOne (`{api}/{id}`), create (POST) and update (PUT). */
  api: string;
  /** Paged list endpoint. */
  list: string;
  /** Query parameter that carries the search text. */
  searchParam: string;
  /** Query parameter that carries the page size. */
  sizeParam: string;
  canDelete: boolean;
}

export function endpointOf(schema: EntitySchema): ResourceEndpoint | null {
  const hints = schema['x-resource'];
  if (!hints) return null;
  return {
    name: hints.name,
    api: hints.api,
    list: hints.list.paged ?? hints.api,
    searchParam: hints.list.search ?? 'toSearch',
    sizeParam: hints.list.sizeParam ?? 'pageSize',
    canDelete: hints.delete === true,
  };
}

export function tableOf(entities: readonly EntitySchema[]): ResourceEndpoint[] {
  return entities.map(endpointOf).filter((row): row is ResourceEndpoint => row !== null);
}

export const resourceTable: ResourceEndpoint[] = tableOf(Object.values(schemas));
