/**
 * Demo purchasing (docs/architecture.md), through the same services the API uses, so folios,
 * totals, charges and abonos are what a user would have made: in the first open obra of the main
 * sucursal, two authorized orders with their compras (one applied with a nota de crédito applied
 * too, one pending) and a compra entered directly, applied; then the compras of every obra in
 * course (./compras-obras.ts). Each applied document has its own PDF as comprobante. Loaded in one
 * transaction, only into a database without compras.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ordenes } from '../../modules/orden-compra/service';
import { reporteCompra } from '../../modules/compra/reporte';
import { compras } from '../../modules/compra/service';
import { reporteNota } from '../../modules/nota-credito/reporte';
import { notas } from '../../modules/nota-credito/service';
import type { FileStore } from '../../files/storage';
import type { OrdenCompra } from '../../../schemas/generated/ordenCompra';
import type { Compra } from '../../../schemas/generated/compra';
import type { NotaCredito } from '../../../schemas/generated/notaCredito';
import type { Db } from '../client';
import { compra, compraDetalle, concepto, obra, proveedor } from '../schema';
import { inTransaction } from '../tx';
import { comprasDeLasObras } from './compras-obras';
import { adminCaller, aplicar, demoDay } from './documents-demo';

type Tasa = OrdenCompra['ordenCompraDetalles'][number]['tasaiva'];

/** The tasa of a stored line: one of the schema's, as every stored line's is. */
function tasaDe(text: string): Tasa {
  const tasa = Number(text);
  if (tasa === 0.16 || tasa === 0.08 || tasa === 0) return tasa;
  throw new Error(`Tasa de IVA invalida en la compra demo: ${text}`);
}

const linea = (
  c: { id: number; nombre: string; precioUnitario: string | null },
  cantidad: number,
  tasaiva: Tasa = 0.16,
) => ({
  conceptoId: c.id,
  descripcion: c.nombre,
  unidadMedida: 'pza',
  cantidad,
  precioUnitario: Number(c.precioUnitario ?? '100'),
  tasaiva,
});

export async function seedComprasDemo(db: Db, files: FileStore, sucursalId: number): Promise<void> {
  const caller = await adminCaller(db, sucursalId);
  if (!caller) return;
  // As the admin, so the bitácora and each row's editor name who wrote it.
  await inTransaction(db, caller.id, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727003)`);
    const [{ existentes }] = await tx.select({ existentes: count() }).from(compra);
    const [abierta] = await tx
      .select({ id: obra.id })
      .from(obra)
      .where(and(eq(obra.sucursalId, sucursalId), eq(obra.terminado, false)))
      .orderBy(asc(obra.id))
      .limit(1);
    const proveedores = await tx.select({ id: proveedor.id }).from(proveedor).orderBy(asc(proveedor.id)).limit(3);
    const productos = await tx
      .select({ id: concepto.id, nombre: concepto.nombre, precioUnitario: concepto.precioUnitario })
      .from(concepto)
      .orderBy(asc(concepto.id))
      .limit(4);
    if (existentes > 0 || !abierta || proveedores.length < 3 || productos.length < 4) return;
    // Ordered last week; the compras of the orders are dated today, when they are generated.
    const fecha = demoDay(-6);

    const ordenAutorizada = async (proveedorId: number, detalles: OrdenCompra['ordenCompraDetalles']) => {
      const body = {
        fecha,
        proveedor: { id: proveedorId },
        obra: { id: abierta.id },
        condicion: 'Entrega en obra',
        ordenCompraDetalles: detalles,
      } satisfies OrdenCompra;
      const orden = await ordenes.create(tx, caller, body);
      await ordenes.act(tx, caller, 'autorizar', orden.id);
      return orden.id;
    };
    const [p1, p2, p3] = proveedores.map((p) => p.id);
    const [a, b, c, d] = productos;

    // Applied, with a nota de crédito for one returned line, applied.
    const aplicadaId = (
      await compras.makeFrom(tx, caller, await ordenAutorizada(p1, [linea(a, 40), linea(b, 12, 0.08)]))
    ).id;
    await compras.update(tx, caller, {
      ...(await compras.get(tx, caller, aplicadaId)),
      folioProveedor: 'F-20931',
      folioFiscal: '6F1C2A4E-93B1-4C1D-8F0E-2D7A1B5C9E31',
    } satisfies Compra);
    await aplicar(tx, files, caller, compras, aplicadaId, await reporteCompra(tx, caller, aplicadaId));
    const [devuelta] = await tx
      .select()
      .from(compraDetalle)
      .where(eq(compraDetalle.compraId, aplicadaId))
      .orderBy(asc(compraDetalle.id))
      .limit(1);
    const notaBody = {
      compraId: aplicadaId,
      fecha: demoDay(0),
      folioProveedor: 'NC-3310',
      observaciones: 'Material devuelto por defecto',
      notaCreditoDetalle: [
        {
          nombre: devuelta.nombre,
          descripcion: 'Devolucion',
          unidadMedida: devuelta.unidadMedida ?? undefined,
          cantidadSurtida: 4,
          precioUnitario: Number(devuelta.precioUnitario),
          tasaiva: tasaDe(devuelta.tasaiva),
        },
      ],
    } satisfies NotaCredito;
    const nota = await notas.create(tx, caller, notaBody);
    await aplicar(tx, files, caller, notas, nota.id, await reporteNota(tx, caller, nota.id));

    // Pending: generated from its order, waiting for the supplier's invoice.
    await compras.makeFrom(tx, caller, await ordenAutorizada(p2, [linea(c, 25)]));

    // Entered directly, applied.
    const directa = await compras.create(tx, caller, {
      folioProveedor: 'A-4471',
      fecha: demoDay(-2),
      proveedor: { id: p3 },
      obra: { id: abierta.id },
      observaciones: 'Compra de mostrador',
      compraDetalle: [
        {
          nombre: d.nombre,
          unidadMedida: 'pza',
          cantidadSurtida: 6,
          precioUnitario: Number(d.precioUnitario ?? '100'),
          tasaiva: 0.16,
        },
      ],
    } satisfies Compra);
    await aplicar(tx, files, caller, compras, directa.id, await reporteCompra(tx, caller, directa.id));

    await comprasDeLasObras(tx, files, caller);
  });
}
