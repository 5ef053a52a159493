/** GET /api/ordenCompra/{id}/reporte: the order as a PDF (server/reports/document-pdf.ts). */
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { proveedor } from '../../db/schema';
import { documentoPdf } from '../../reports/document-pdf';
import { ordenes } from './service';

const STATUS = { creado: 'Creada', autorizado: 'Autorizada', cancelado: 'Cancelada' } as const;

export async function reporteOrden(db: Executor, caller: Caller, idParam: unknown): Promise<Buffer> {
  const orden = await ordenes.get(db, caller, idParam);
  const [datos] = await db
    .select({
      nombre: proveedor.nombre,
      rfc: proveedor.rfc,
      direccion: proveedor.direccion,
      telefono: proveedor.telefono,
      correo: proveedor.correo,
    })
    .from(proveedor)
    .where(eq(proveedor.id, orden.proveedor.id));
  return documentoPdf({
    titulo: 'ORDEN DE COMPRA',
    folio: orden.folio ?? 0,
    fecha: orden.fecha,
    obra: orden.obra.nombre ?? '',
    proveedor: datos,
    datos: [
      ['Status', STATUS[orden.status ?? 'creado']],
      ['Condicion', orden.condicion ?? ''],
      ['Preautorizada', orden.preautorizada ? 'Si' : 'No'],
    ],
    lineas: orden.ordenCompraDetalles,
    subTotal: orden.subTotal ?? 0,
    iva: orden.iva ?? 0,
    total: orden.total ?? 0,
    observaciones: orden.observaciones,
    firmas: ['Elaboro', 'Autorizo', 'Proveedor'],
  });
}
