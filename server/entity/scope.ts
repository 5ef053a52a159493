/**
 * Whose records a caller sees and where a written record belongs (docs/domain.md).
 * - `sucursal`: the record's sucursalId; reads and writes as in modules/common/sucursal.ts.
 * - `obra`: the record's obraId; a caller sees the records of the obras of their sucursal, and a
 *   write needs a visible obra that is not terminado (409), locked for the transaction. A table
 *   with a sucursalId column gets the obra's.
 * - `global`: every caller with the permiso sees every record.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/session';
import type { Tx } from '../db/client';
import { obra, sucursal } from '../db/schema';
import { lockOpenObra } from '../domain/closed-obra';
import { parseId } from '../modules/common/ids';
import { sucursalForWrite, visibleTo } from '../modules/common/sucursal';
import { sucursalScope as confinedTo } from '../auth/session';
import { columnOf, requireColumn, type Row } from './mapping';
import type { Relation } from './relations';

export type ScopeKind = 'sucursal' | 'obra' | 'global';

export interface Scope {
  /** The body property naming the owner (`sucursal`, `obra`), shown as `{id, nombre}`. */
  property?: string;
  relations: Record<string, Relation>;
  /** Condition confining rows to what `caller` may see; undefined when unconfined. */
  visible(caller: Caller | null): SQL | undefined;
  /** All `visible` depends on: callers with the same key get the same condition. */
  key(caller: Caller | null): string;
  /** Stores the owner of a written record in `values` and answers its id. */
  resolve(tx: Tx, caller: Caller, requested: unknown, current: Row | undefined, values: Row): Promise<number>;
}

function confined(caller: Caller | null, column: AnyPgColumn): SQL | undefined {
  if (!caller) throw new Error('Una entidad con alcance necesita a quien la consulta');
  return visibleTo(caller, column);
}

const sucursalKey = (caller: Caller | null) => (caller ? String(confinedTo(caller)) : 'nadie');

function sucursalScope(table: PgTable): Scope {
  const column = requireColumn(table, 'sucursalId');
  return {
    property: 'sucursal',
    relations: { sucursal: { column, table: sucursal } },
    visible: (caller) => confined(caller, column),
    key: sucursalKey,
    async resolve(tx, caller, requested, current, values) {
      values.sucursalId = await sucursalForWrite(tx, caller, requested, current?.sucursalId as number | undefined);
      return values.sucursalId as number;
    },
  };
}

function obraScope(table: PgTable): Scope {
  const column = requireColumn(table, 'obraId');
  return {
    property: 'obra',
    relations: { obra: { column, table: obra } },
    visible(caller) {
      const obras = confined(caller, obra.sucursalId);
      return obras && sql`${column} IN (SELECT ${obra.id} FROM ${obra} WHERE ${obras})`;
    },
    key: sucursalKey,
    async resolve(tx, caller, requested, current, values) {
      const id = requested === undefined && current ? (current.obraId as number) : parseId(requested, 'obra.id');
      const found = await lockOpenObra(tx, caller, id);
      values.obraId = id;
      if (columnOf(table, 'sucursalId')) values.sucursalId = found.sucursalId;
      return id;
    },
  };
}

const globalScope: Scope = { relations: {}, visible: () => undefined, key: () => '', resolve: async () => 0 };

export function scopeOf(kind: ScopeKind, table: PgTable): Scope {
  if (kind === 'sucursal') return sucursalScope(table);
  if (kind === 'obra') return obraScope(table);
  return globalScope;
}
