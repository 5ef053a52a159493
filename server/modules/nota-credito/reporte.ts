/** GET /api/notaCredito/{id}/reporte: the nota de crédito as a PDF (server/reports/document-pdf.ts). */
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { documentoPdf } from '../../reports/document-pdf';
import { lineaDelPdf, proveedorDelPdf, STATUS_APLICABLE } from '../compra/reporte';
import { notas } from './service';

export async function reporteNota(db: Executor, caller: Caller, idParam: unknown): Promise<Buffer> {
  const nota = await notas.get(db, caller, idParam);
  return documentoPdf({
    titulo: 'NOTA DE CREDITO',
    folio: nota.folio ?? 0,
    fecha: nota.fecha,
    obra: nota.obra?.nombre ?? '',
    proveedor: await proveedorDelPdf(db, nota.proveedor?.id as number),
    datos: [
      ['Folio Proveedor', nota.folioProveedor],
      ['Compra', `#${nota.folioCompra ?? ''}`],
      ['Status', STATUS_APLICABLE[nota.status ?? 'creado']],
    ],
    lineas: (nota.notaCreditoDetalle ?? []).map(lineaDelPdf),
    subTotal: nota.subTotal ?? 0,
    iva: nota.iva ?? 0,
    total: nota.total ?? 0,
    observaciones: nota.observaciones,
    firmas: ['Elaboro', 'Autorizo', 'Proveedor'],
  });
}
