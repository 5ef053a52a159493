/**
 * Reading the bitácora (GET /api/bitacora): newest first, with the acting user's name. A superuser
 * reads everything; an admin of a sucursal only the history of one record their sucursal may see.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bitacora, usuario } from '../../db/schema';
import { pageRequest, toPage, type Page } from '../../db/paging';
import { sucursalScope, type Caller } from '../../auth/session';
import { badRequest, notFound } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { REQUIRED_MESSAGE } from '../../../schemas/validation';
import { withoutNulls } from '../common/records';
import { registroVisible } from './visibility';
import { referenciasDe, type Referencias } from './referencias';

export interface EntradaBitacora {
  id: number;
  momento: Date;
  usuario?: { id: number; nombre: string };
  tabla: string;
  registroId?: string;
  accion: string;
  antes?: Record<string, unknown>;
  despues?: Record<string, unknown>;
  detalle?: string;
  referencias?: Referencias;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function selectEntradas(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: bitacora.id,
      momento: bitacora.momento,
      usuarioId: bitacora.usuarioId,
      usuarioNombre: sql<string | null>`trim(${usuario.nombres} || ' ' || ${usuario.apellidos})`,
      tabla: bitacora.tabla,
      registroId: bitacora.registroId,
      accion: bitacora.accion,
      antes: bitacora.antes,
      despues: bitacora.despues,
      detalle: bitacora.detalle,
    })
    .from(bitacora)
    .leftJoin(usuario, eq(usuario.id, bitacora.usuarioId))
    .where(where)
    .orderBy(desc(bitacora.momento), desc(bitacora.id));
}

type Row = Awaited<ReturnType<typeof selectEntradas>>[number];

function toEntrada({ usuarioId, usuarioNombre, ...fields }: Row): EntradaBitacora {
  const entrada: EntradaBitacora = withoutNulls(fields);
  return usuarioId === null ? entrada : { ...entrada, usuario: { id: usuarioId, nombre: usuarioNombre ?? '' } };
}

/** An admin must name the record, and may only read the history of records of their sucursal. */
async function checkScope(db: Executor, caller: Caller, tabla?: string, registroId?: string): Promise<void> {
  const scope = sucursalScope(caller);
  if (scope === null) return;
  if (!tabla || !registroId) {
    const missing = [!tabla && 'tabla', !registroId && 'registroId'].filter((f): f is string => !!f);
    throw badRequest(
      INVALID_INPUT,
      missing.map((field) => ({ field, message: REQUIRED_MESSAGE })),
    );
  }
  if (!(await registroVisible(db, tabla, registroId, scope))) throw notFound();
}

export async function pageBitacora(
  db: Executor,
  caller: Caller,
  query: Record<string, unknown>,
): Promise<Page<EntradaBitacora>> {
  const req = pageRequest(query);
  const tabla = text(query.tabla);
  const registroId = text(query.registroId);
  await checkScope(db, caller, tabla, registroId);
  const filters: SQL[] = [];
  if (tabla) filters.push(eq(bitacora.tabla, tabla));
  if (registroId) filters.push(eq(bitacora.registroId, registroId));
  const where = and(...filters);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(bitacora).where(where),
    selectEntradas(db, where).limit(req.pageSize).offset(req.offset),
  ]);
  const entradas = rows.map(toEntrada);
  const referencias = await referenciasDe(db, entradas, sucursalScope(caller));
  return toPage(
    entradas.map((entrada, i) => (referencias[i] ? { ...entrada, referencias: referencias[i] } : entrada)),
    total,
    req,
  );
}
