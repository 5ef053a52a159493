/**
 * Records of admin-defined catalogs: entities of the entity layer whose fields are stored as
 * validated JSON (`catalogo_registro.datos`, one `catalogo` per schema), sucursal-scoped like
 * clientes, ordered by the record representation. The catalog's routes take any body (its schema
 * lives in the database, not in a route contract), so each write is validated here against the
 * stored schema, with the same Spanish 400 a contract gives. References are checked and named
 * through the referenced records' scope (./references.ts); files go through ./archivos.ts; a
 * declared key is unique per sucursal.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { validateRecord } from '../../../schemas/validation';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import type { Page } from '../../db/paging';
import { catalogoRegistro } from '../../db/schema';
import { defineEntity, type Entity, type Hooks } from '../../entity/define';
import { busquedaOf, documentStorage } from '../../entity/json-storage';
import { badRequest } from '../../http-errors';
import type { Upload } from '../../documents/documentos';
import type { FileStore } from '../../documents/storage';
import { INVALID_INPUT } from '../../validation';
import { archivoHooks } from './archivos';
import { foldName, referenceFields, referenceReader } from './references';
import type { Catalogo, CatalogRegistry } from './registry';

export type Registro = Record<string, unknown> & { id: number; sucursal: { id: number; nombre: string } };
type Datos = Record<string, unknown>;

const entities = new WeakMap<Catalogo, Entity<Registro>>();

function entityOf(catalogo: Catalogo): Entity<Registro> {
  let entity = entities.get(catalogo);
  if (!entity) {
    const { schema } = catalogo;
    entity = defineEntity<Registro>({
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

/** The records' references as `{ id, nombre }`, named for this caller: one query per field. */
async function named<T extends Datos>(
  db: Executor,
  caller: Caller,
  ctx: CatalogoContext,
  catalogo: Catalogo,
  records: T[],
): Promise<T[]> {
  const reader = referenceReader(db, caller, ctx.catalogos);
  for (const [campo, reference] of Object.entries(referenceFields(catalogo.schema))) {
    const ids = records.map((r) => (r[campo] as { id?: number } | undefined)?.id).filter((id) => id !== undefined);
    const names = await reader.names(reference, [...new Set(ids)]);
    for (const record of records) {
      const id = (record[campo] as { id?: number } | undefined)?.id;
      if (id === undefined) continue;
      (record as Datos)[campo] = names.has(id) ? { id, nombre: names.get(id) } : { id };
    }
  }
  return records;
}

/** References must name a record the caller may see; their name is stored for the list's search. */
function referenceHooks(ctx: CatalogoContext, catalogo: Catalogo): Hooks<Registro> {
  return {
    async beforeWrite({ tx, caller, values, errors }) {
      const datos = values.datos as Datos;
      const reader = referenceReader(tx, caller, ctx.catalogos);
      for (const [campo, reference] of Object.entries(referenceFields(catalogo.schema))) {
        const id = (datos[campo] as { id?: number } | undefined)?.id;
        if (id === undefined) continue;
        const nombre = (await reader.names(reference, [id])).get(id);
        const message = catalogo.schema.properties[campo].properties?.id?.errorMessage;
        if (nombre === undefined)
          errors.add(`${campo}.id`, typeof message === 'string' ? message : 'Registro invalido');
        else datos[campo] = { id, nombre };
      }
      values.busqueda = busquedaOf(catalogo.schema)(datos);
    },
  };
}

/** A declared key is unique per sucursal; concurrent saves of one catalog take turns on it. */
function keyHooks(catalogo: Catalogo): Hooks<Registro> {
  const key = catalogo.schema['x-resource'].key;
  return {
    async beforeWrite({ tx, values, errors, current, resolveOwner }) {
      const value = key ? (values.datos as Datos)[key] : undefined;
      if (!key || value === undefined || value === null) return;
      const sucursalId = await resolveOwner();
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727200, hashtext(${catalogo.name}))`);
      const [taken] = await tx
        .select({ id: catalogoRegistro.id })
        .from(catalogoRegistro)
        .where(
          and(
            eq(catalogoRegistro.catalogo, catalogo.name),
            eq(catalogoRegistro.sucursalId, sucursalId),
            sql`f_unaccent(lower(${catalogoRegistro.datos} ->> ${key})) = ${foldName(String(value))}`,
            current ? ne(catalogoRegistro.id, current.id as number) : undefined,
          ),
        )
        .limit(1);
      const title = catalogo.schema.properties[key].title ?? key;
      if (taken) errors.add(key, `Ya existe un registro con ${title} ${String(value)}`);
    },
  };
}

/** Every write's own rules, in order: references, key, then files (stored only once the rest passed). */
function writeHooks(ctx: CatalogoContext, catalogo: Catalogo, uploads: Upload[]): Hooks<Registro> {
  const steps = [referenceHooks(ctx, catalogo), keyHooks(catalogo), archivoHooks(ctx.files, catalogo, uploads)];
  return {
    async beforeWrite(write) {
      for (const step of steps) {
        await step.beforeWrite?.(write);
        if (write.errors.list.length > 0) return;
      }
    },
  };
}

export async function getRegistro(db: Executor, caller: Caller, ctx: CatalogoContext, catalogo: Catalogo, id: unknown) {
  const [record] = await named(db, caller, ctx, catalogo, [await entityOf(catalogo).get(db, caller, id)]);
  return record;
}

export async function createRegistro(
  db: Executor,
  caller: Caller,
  ctx: CatalogoContext,
  catalogo: Catalogo,
  body: unknown,
  uploads: Upload[] = [],
): Promise<Registro> {
  const input = validRegistro(catalogo, body) as Registro;
  const created = await entityOf(catalogo).create(db, caller, input, writeHooks(ctx, catalogo, uploads));
  return (await named(db, caller, ctx, catalogo, [created]))[0];
}

/** PUT replaces the record's fields, as for every entity; a file field keeps its file unless a new one comes. */
export async function updateRegistro(
  db: Executor,
  caller: Caller,
  ctx: CatalogoContext,
  catalogo: Catalogo,
  body: unknown,
  uploads: Upload[] = [],
): Promise<Registro> {
  const input = validRegistro(catalogo, body) as Registro;
  const updated = await entityOf(catalogo).update(db, caller, input, writeHooks(ctx, catalogo, uploads));
  return (await named(db, caller, ctx, catalogo, [updated]))[0];
}

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
