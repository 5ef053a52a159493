/**
 * Downloads of stored documents (docs/product.md §7 Documents). A documento is visible to whoever may see
 * the record that owns it: a permiso for its module's menu item and the same sucursal, or
 * ROLE_SUPERUSER; a charge's comprobante also to a Cuentas por Pagar permiso, whose screens show it.
 * Anything else answers 404, so ids of other sucursales reveal nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documento, menuItem, permiso } from '../../db/schema';
import { mayUse, type Caller } from '../../auth/session';
import { isChargeComprobante } from '../../domain/payables';
import { CUENTAS_POR_PAGAR } from '../contabilidad/links';
import { notFound } from '../../http-errors';
import type { FileStore } from '../../files/storage';
import { parseId } from '../common/ids';
import { visibleTo } from '../common/sucursal';

export interface Descarga {
  nombre: string;
  tipo: string;
  tamano: number;
  content: ReturnType<FileStore['stream']>;
}

async function mayUseModule(db: Executor, caller: Caller, modulo: string): Promise<boolean> {
  if (caller.role === 'ROLE_SUPERUSER') return true;
  const rows = await db
    .select({ id: permiso.id })
    .from(permiso)
    .innerJoin(menuItem, eq(menuItem.id, permiso.menuItemId))
    .where(and(eq(permiso.usuarioId, caller.id), eq(permiso.autorizado, true), eq(menuItem.link, modulo)))
    .limit(1);
  return rows.length > 0;
}

export async function descargarDocumento(
  db: Executor,
  files: FileStore,
  caller: Caller,
  idParam: unknown,
): Promise<Descarga> {
  const id = parseId(idParam, 'id');
  const [doc] = await db
    .select({
      sha256: documento.sha256,
      nombre: documento.nombre,
      tipo: documento.tipo,
      tamano: documento.tamano,
      modulo: documento.modulo,
    })
    .from(documento)
    .where(and(eq(documento.id, id), visibleTo(caller, documento.sucursalId)));
  const visible =
    doc &&
    ((await mayUseModule(db, caller, doc.modulo)) ||
      (CUENTAS_POR_PAGAR.some((link) => mayUse(caller, link)) && (await isChargeComprobante(db, id))));
  if (!visible) throw notFound('Documento no encontrado..');
  return { nombre: doc.nombre, tipo: doc.tipo, tamano: doc.tamano, content: files.stream(doc.sha256) };
}
