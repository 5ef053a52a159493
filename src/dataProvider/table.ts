/**
 * The resource → endpoint table the data provider runs on. Every schema with `x-resource` adds a
 * row, so a new catalog schema needs no data-provider code; schemas the server hands out at run
 * time (admin-defined catalogs) are added with `registerEndpoints`.
 */
import { schemas, type EntitySchema, type ResourceHints } from '../../schemas';

/** A multipart resource: its JSON travels in part `part`, each file property in a part of its name. */
export interface Multipart {
  part: string;
  files: string[];
}

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
  /** The verb of updates: PUT unless the schema says otherwise. */
  updateMethod: 'PUT' | 'PATCH';
  /** The property that names a record (`x-resource.recordRepresentation`): a picker's option text. */
  representation?: string;
  /** Create and update as multipart (docs/contract.md); PUT says `?{file}=true|false` per file part. */
  multipart?: Multipart;
  /**
   * The autocomplete other screens' pickers search (`{api}/list?toSearch=`), open to their users
   * when a schema picks from this catalog (`x-resource.picks`); absent, pickers read the catalog's
   * own routes.
   */
  picker?: string;
}

/**
 * Resources written as multipart whose file parts are not their schema's `file` widgets: a
 * factura's PDF goes out as `files` while the record's `comprobante` is the stored reference. The
 * rest say it in their schema (`x-resource.multipart`, docs/contract.md "Multipart").
 */
const MULTIPART_PART: Record<string, Multipart> = {
  cobro: { part: 'factura', files: ['files'] },
};

/** The JSON part `x-resource.multipart` names, each `file` widget in a part of its own name. */
function multipartOf(schema: EntitySchema, hints: ResourceHints): Multipart | undefined {
  if (MULTIPART_PART[hints.name]) return MULTIPART_PART[hints.name];
  if (!hints.multipart) return undefined;
  const files = Object.entries(schema.properties)
    .filter(([, prop]) => prop['x-ui']?.widget === 'file')
    .map(([property]) => property);
  return { part: hints.multipart, files };
}

/** The catalogs (schema `$id`s) some schema picks from. */
const picked = new Set(Object.values(schemas).flatMap((schema) => schema['x-resource']?.picks ?? []));

export function endpointOf(schema: EntitySchema): ResourceEndpoint | null {
  const hints = schema['x-resource'];
  if (!hints) return null;
  const row: ResourceEndpoint = {
    name: hints.name,
    api: hints.api,
    list: hints.list.paged ?? hints.api,
    searchParam: hints.list.search ?? 'toSearch',
    sizeParam: hints.list.sizeParam ?? 'pageSize',
    canDelete: hints.delete === true,
    updateMethod: hints.update ?? 'PUT',
    representation: hints.recordRepresentation,
    ...(picked.has(schema.$id) ? { picker: `${hints.api}/list` } : {}),
  };
  const multipart = multipartOf(schema, hints);
  return multipart ? { ...row, multipart } : row;
}

export function tableOf(entities: readonly EntitySchema[]): ResourceEndpoint[] {
  return entities.map(endpointOf).filter((row): row is ResourceEndpoint => row !== null);
}

/**
 * Pickers the server serves without an entity schema of their own: the partidas of a document's
 * obra (`defs/document#/$defs/partida`, docs/product.md 'Partida of a cost'), listed by obra.
 */
const PICKERS: ResourceEndpoint[] = [
  {
    name: 'presupuesto/partidas',
    api: '/api/presupuesto/partida',
    list: '/api/presupuesto/obra/{obraId}/partidas',
    searchParam: 'toSearch',
    sizeParam: 'pageSize',
    canDelete: false,
    updateMethod: 'PUT',
    representation: 'nombre',
  },
];

/** The app's table; the data provider reads it on every call, so registered rows count at once. */
export const resourceTable: ResourceEndpoint[] = [...tableOf(Object.values(schemas)), ...PICKERS];

/** Adds (or replaces, by name) the rows of schemas known only at run time. */
export function registerEndpoints(entities: readonly EntitySchema[], table: ResourceEndpoint[] = resourceTable): void {
  for (const row of tableOf(entities)) {
    const index = table.findIndex((known) => known.name === row.name);
    if (index >= 0) table[index] = row;
    else table.push(row);
  }
}
