/**
 * GET /api/compra/{id}/reporte and …/reporteOrdenCompra: the compra, or the order it came from, as
 * a PDF (server/reports/document-pdf.ts).
 */
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { proveedor } from '../../db/schema';
import { documentoPdf, type DocumentoPdfLine } from '../../reports/document-pdf';
import { notFound } from '../../http-errors';
import { reporteOrden } from '../orden-compra/reporte';
import { compras } from './service';

export const SIN_ORDEN = 'La compra no tiene orden de compra..';
export const STATUS_APLICABLE = { creado: 'Por aplicar', aplicado: 'Aplicada' } as const;

/** The proveedor's header of a document's PDF. */
export async function proveedorDelPdf(db: Executor, id: number) {
  const [datos] = await db
    .select({
      nombre: proveedor.nombre,
      rfc: proveedor.rfc,
      direccion: proveedor.direccion,
      telefono: proveedor.telefono,
      correo: proveedor.correo,
    })
    .from(proveedor)
    .where(eq(proveedor.id, id));
  return datos;
}

interface SurtidaLine {
  cantidadSurtida: number;
  nombre: string;
  descripcion?: string;
  unidadMedida?: string;
  precioUnitario: number;
  tasaiva: number;
  importe?: number;
}

/** A compra's or nota's line as the PDF's table shows it. */
export const lineaDelPdf = (line: SurtidaLine): DocumentoPdfLine => ({
  cantidad: line.cantidadSurtida,
  unidadMedida: line.unidadMedida,
  descripcion: line.descripcion ? `${line.nombre} - ${line.descripcion}` : line.nombre,
  precioUnitario: line.precioUnitario,
  tasaiva: line.tasaiva,
  importe: line.importe,
});

export async function reporteCompra(db: Executor, caller: Caller, idParam: unknown): Promise<Buffer> {
  const compra = await compras.get(db, caller, idParam);
  return documentoPdf({
    titulo: 'COMPRA',
    folio: compra.folio ?? 0,
    fecha: compra.fecha,
    obra: compra.obra.nombre ?? '',
    proveedor: await proveedorDelPdf(db, compra.proveedor.id),
    datos: [
      ['Folio Proveedor', compra.folioProveedor ?? ''],
      ['Folio Fiscal', compra.folioFiscal ?? ''],
      ['Condicion', compra.condicionPago ?? ''],
      ['Status', STATUS_APLICABLE[compra.status ?? 'creado']],
    ],
    lineas: compra.compraDetalle.map(lineaDelPdf),
    subTotal: compra.subTotal ?? 0,
    iva: compra.iva ?? 0,
    total: compra.total ?? 0,
    observaciones: compra.observaciones,
    firmas: ['Elaboro', 'Recibio', 'Proveedor'],
  });
}

/** The PDF of the compra's order; 404 when it was made without one. */
export async function reporteOrdenDeCompra(db: Executor, caller: Caller, idParam: unknown): Promise<Buffer> {
  const compra = await compras.get(db, caller, idParam);
  if (!compra.ordenCompra?.id) throw notFound(SIN_ORDEN);
  return reporteOrden(db, caller, compra.ordenCompra.id);
}
