/**
 * The proveedor of a document being written (orden, compra, gasto…): its name for the search text
 * and its credit terms; a field error 'El proveedor no existe..' when there is none.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { proveedor } from '../db/schema';
import type { WriteContext } from '../entity/define';

export const PROVEEDOR_NO_EXISTE = 'El proveedor no existe..';

export interface ProveedorDelDocumento {
  nombre: string;
  esCredito: boolean | null;
  diasCredito: number | null;
}

export async function proveedorNamed(db: Executor, id: number): Promise<ProveedorDelDocumento | undefined> {
  const [found] = await db
    .select({ nombre: proveedor.nombre, esCredito: proveedor.esCredito, diasCredito: proveedor.diasCredito })
    .from(proveedor)
    .where(eq(proveedor.id, id));
  return found;
}

/** The proveedor `id`, or a field error on `proveedor.id` collected in the write's context. */
export async function proveedorOf(
  ctx: Pick<WriteContext<unknown>, 'tx' | 'errors'>,
  id: number,
): Promise<ProveedorDelDocumento | undefined> {
  const found = await proveedorNamed(ctx.tx, id);
  if (!found) ctx.errors.add('proveedor.id', PROVEEDOR_NO_EXISTE);
  return found;
}
