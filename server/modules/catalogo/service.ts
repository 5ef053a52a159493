/**
 * Records of admin-defined catalogs: entities of the entity layer whose fields are stored as
 * validated JSON (`catalogo_registro.datos`, one `catalogo` per schema), sucursal-scoped like
 * clientes, ordered by the record representation. Bodies reach here already normalized and
 * validated by the catalog's schema.
 */
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import type { Page } from '../../db/paging';
import { catalogoRegistro } from '../../db/schema';
import { defineEntity, type Entity } from '../../entity/define';
import { documentStorage } from '../../entity/json-storage';
import type { Catalogo } from './registry';

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

export const getRegistro = (db: Executor, caller: Caller, catalogo: Catalogo, idParam: unknown): Promise<Registro> =>
  entityOf(catalogo).get(db, caller, idParam);

export const createRegistro = (db: Executor, caller: Caller, catalogo: Catalogo, input: Datos): Promise<Registro> =>
  entityOf(catalogo).create(db, caller, input as Registro);

/** PUT replaces the record's fields, as for every entity. */
export const updateRegistro = (db: Executor, caller: Caller, catalogo: Catalogo, input: Datos): Promise<Registro> =>
  entityOf(catalogo).update(db, caller, input as Registro);

/** DELETE answers the removed record, as react-admin's delete expects. */
export const deleteRegistro = (db: Executor, caller: Caller, catalogo: Catalogo, idParam: unknown): Promise<Registro> =>
  entityOf(catalogo).remove(db, caller, idParam);

/** GET /api/catalogo/{name}: `toSearch` over the list columns; paged by the record representation. */
export const pageRegistros = (
  db: Executor,
  caller: Caller,
  catalogo: Catalogo,
  query: Record<string, unknown>,
): Promise<Page<Registro>> => entityOf(catalogo).page(db, caller, query);
