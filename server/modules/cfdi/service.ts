/**
 * A CFDI read before its document exists (POST /api/cfdi/lectura): what it says and what the company
 * already knows of it — the proveedor of its emisor, the visible cliente of its receptor, the visible
 * compra it relates to (a nota de crédito's), the document that already holds its UUID. Writes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { sucursalScope, type Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { cfdi as cfdiTable, cliente, proveedor } from '../../db/schema';
import { cfdiResumen } from '../../cfdi/attach';
import { registradoEn } from '../../cfdi/document-cfdi';
import { readCfdi } from '../../cfdi/read';
import type { Upload } from '../../files/documentos';
import { HttpError } from '../../http-errors';
import { visibleTo } from '../common/sucursal';
import { compras } from '../compra/service';

async function compraRelacionada(db: Executor, caller: Caller, uuids: string[]) {
  if (uuids.length === 0) return undefined;
  const registered = await db
    .select({ id: cfdiTable.registroId })
    .from(cfdiTable)
    .where(and(eq(cfdiTable.tabla, 'compra'), inArray(cfdiTable.uuid, uuids)));
  for (const { id } of registered) {
    try {
      const compra = await compras.get(db, caller, id);
      return { id: compra.id!, folio: compra.folio!, obra: { id: compra.obra.id, nombre: compra.obra.nombre ?? '' } };
    } catch (error) {
      // Another sucursal's compra is not this caller's to see.
      if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
    }
  }
  return undefined;
}

export async function leerCfdi(db: Executor, caller: Caller, xml: Upload) {
  const cfdi = readCfdi(xml.content);
  const [emisor] = await db
    .select({ id: proveedor.id, nombre: proveedor.nombre })
    .from(proveedor)
    .where(eq(proveedor.rfc, cfdi.emisor.rfc))
    .limit(1);
  const [receptor] = await db
    .select({ id: cliente.id, nombre: cliente.nombre })
    .from(cliente)
    .where(and(eq(cliente.rfc, cfdi.receptor.rfc), visibleTo(caller, cliente.sucursalId)))
    .limit(1);
  const compra = await compraRelacionada(
    db,
    caller,
    cfdi.relacionados.map((r) => r.uuid),
  );
  const registrado = await registradoEn(db, cfdi.uuid, sucursalScope(caller));
  return {
    cfdi: cfdiResumen(cfdi),
    ...(emisor ? { proveedor: emisor } : {}),
    ...(receptor ? { cliente: receptor } : {}),
    ...(compra ? { compra } : {}),
    ...(registrado ? { registrado } : {}),
  };
}
