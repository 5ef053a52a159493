/**
 * Records of admin-defined catalogs: entities of the entity layer whose fields are stored as
 * validated JSON (`catalogo_registro.datos`, one `catalogo` per schema), sucursal-scoped like
 * clientes, ordered by the record representation. The catalog's routes take any body (its schema
 * lives in the database, not in a route contract), so each write is validated here against the
 * stored schema, with the same Spanish 400 a contract gives, then by ./write-rules.ts. References
 * are named on every read through the referenced records' scope (./references.ts).
 */
import { validateRecord } from '../../../schemas/validation';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import type { Page } from '../../db/paging';
import { catalogoRegistro } from '../../db/schema';
import { defineEntity, type Entity, type Saved } from '../../entity/define';
import { documentStorage } from '../../entity/json-storage';
import { badRequest } from '../../http-errors';
import type { Upload } from '../../files/documentos';
import type { FileStore } from '../../files/storage';
import { INVALID_INPUT } from '../../validation';
import { nameReferences, referenceReader } from './references';
import type { Catalogo, CatalogRegistry } from './registry';
import { writeRules } from './write-rules';

/** A stored record of a catalog: its fields by name, its id and, from its scope, its sucursal. */
export type Registro = Saved<Datos>;
type Datos = Record<string, unknown>;

const entities = new WeakMap<Catalogo, Entity<Datos, typeof catalogoRegistro>>();

function entityOf(catalogo: Catalogo): Entity<Datos, typeof catalogoRegistro> {
  let entity = entities.get(catalogo);
  if (!entity) {
    const { schema } = catalogo;
    entity = defineEntity<Datos, typeof catalogoRegistro>({
      schema,
      table: catalogoRegistro,
      notFound: 'Registro no encontrado',
      storage: documentStorage(schema, catalogoRegistro, {
        datos: 'datos',
        busqueda: 'busqueda',
        kind: 'catalogo',
        kindValue: catalogo.name,
      }),
    });
    entities.set(catalogo, entity);
  }
  return entity;
}

/** What a catalog's service needs besides the database and the caller. */
export interface CatalogoContext {
  catalogos: CatalogRegistry;
  files: FileStore;
}

/** The body checked against the catalog's stored schema: 400 with every field's message. */
export function validRegistro(catalogo: Catalogo, body: unknown): Datos {
  const { value, errors } = validateRecord<Datos>(catalogo.schema, body);
  if (errors)
    throw badRequest(
      INVALID_INPUT,
      Object.entries(errors).map(([field, message]) => ({ field, message })),
    );
  return value;
}

/** The records' references as `{ id, nombre }`, named for this caller. */
const named = <T extends Datos>(db: Executor, caller: Caller, ctx: CatalogoContext, catalogo: Catalogo, records: T[]) =>
  nameReferences(referenceReader(db, caller, ctx.catalogos), catalogo.schema, records);

const rulesOf = (ctx: CatalogoContext, catalogo: Catalogo, uploads: Upload[]) =>
  writeRules<Datos>(ctx.catalogos, ctx.files, catalogo, uploads);

export async function getRegistro(db: Executor, caller: Caller, ctx: CatalogoContext, catalogo: Catalogo, id: unknown) {
  const [record] = await named(db, caller, ctx, catalogo, [await entityOf(catalogo).get(db, caller, id)]);
  return record;
}

/** A write of the catalog's stored schema: POST creates; PUT replaces the record's fields, as for every entity (a file field keeps its file unless a new one comes). */
function writer(kind: 'create' | 'update') {
  return async (
    db: Executor,
    caller: Caller,
    ctx: CatalogoContext,
    catalogo: Catalogo,
    body: unknown,
    uploads: Upload[] = [],
  ): Promise<Registro> => {
    const input = validRegistro(catalogo, body);
    const written = await entityOf(catalogo)[kind](db, caller, input, rulesOf(ctx, catalogo, uploads));
    return (await named(db, caller, ctx, catalogo, [written]))[0];
  };
}

export const createRegistro = writer('create');
export const updateRegistro = writer('update');

/** DELETE answers the removed record, as react-admin's delete expects. */
export const deleteRegistro = (db: Executor, caller: Caller, catalogo: Catalogo, id: unknown): Promise<Registro> =>
  entityOf(catalogo).remove(db, caller, id);

/** GET /api/catalogo/{name}: `toSearch` over the list columns; paged by the record representation. */
export async function pageRegistros(
  db: Executor,
  caller: Caller,
  ctx: CatalogoContext,
  catalogo: Catalogo,
  query: Record<string, unknown>,
): Promise<Page<Registro>> {
  const page = await entityOf(catalogo).page(db, caller, query);
  return { ...page, content: await named(db, caller, ctx, catalogo, page.content) };
}
