/**
 * Demo payables (docs/architecture.md), through the same services the API uses: in the obra
 * 'Remodelacion Hotel Bahia de Kino', applied gastos of three proveedores (two of the first, so a
 * payment of several charges can be tried), with dates that fall into every aging bucket; one
 * charge authorized for the coming days (the cash plan) and one paid (the history). Loaded in one
 * transaction, only into a database without gastos.
 */
import { addDays, format, parseISO } from 'date-fns';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { businessToday } from '../../../schemas/today';
import type { Gasto } from '../../../schemas/generated/gasto';
import type { Caller } from '../../auth/session';
import { renderPdf } from '../../documents/pdf';
import type { FileStore } from '../../documents/storage';
import { chargeOf, schedule } from '../../domain/ledger';
import { gastos } from '../../modules/gasto/service';
import { registrarPago } from '../../modules/pago/service';
import type { Db } from '../client';
import { gasto, obra, proveedor, usuario } from '../schema';
import { inTransaction } from '../tx';

export const OBRA_CUENTAS_POR_PAGAR = 'Remodelacion Hotel Bahia de Kino';

/** A receipt as a proveedor would send it: its comprobante. */
const recibo = (folio: number, descripcion: string) =>
  renderPdf({ title: `Recibo ${folio}`, size: 'LETTER', margin: 56 }, (doc) => {
    doc.fontSize(16).text(`Recibo ${folio}`).moveDown().fontSize(11).text(descripcion);
  });

export async function seedCuentasPorPagarDemo(db: Db, files: FileStore, sucursalId: number): Promise<void> {
  await inTransaction(db, null, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727004)`);
    const [{ existentes }] = await tx.select({ existentes: count() }).from(gasto);
    const [admin] = await tx.select().from(usuario).where(eq(usuario.username, 'admin'));
    const [hotel] = await tx
      .select({ id: obra.id })
      .from(obra)
      .where(and(eq(obra.sucursalId, sucursalId), eq(obra.nombre, OBRA_CUENTAS_POR_PAGAR)));
    const proveedores = await tx.select({ id: proveedor.id }).from(proveedor).orderBy(asc(proveedor.id)).limit(3);
    if (existentes > 0 || !admin || !hotel || proveedores.length < 3) return;
    const caller: Caller = {
      id: admin.id,
      username: admin.username,
      role: 'ROLE_SUPERUSER',
      nombres: admin.nombres,
      apellidos: admin.apellidos,
      sucursalId,
    };
    const today = parseISO(businessToday());
    const day = (offset: number) => format(addDays(today, offset), 'yyyy-MM-dd');
    const [p1, p2, p3] = proveedores.map((p) => p.id);

    const aplicado = async (folio: number, proveedorId: number, dias: number, total: number, descripcion: string) => {
      const created = await gastos.create(tx, caller, {
        folio,
        fecha: day(dias),
        formaPago: 'Transferencia',
        total,
        proveedor: { id: proveedorId },
        obra: { id: hotel.id },
        descripcion,
      } as Gasto);
      const id = created.id as number;
      const content = await recibo(folio, descripcion);
      await gastos.attach(tx, files, caller, id, async () => ({
        field: 'file',
        filename: `recibo-${folio}.pdf`,
        content,
      }));
      await gastos.perform(tx, caller, 'aplicar', id);
      return (await chargeOf(tx, 'GASTO', id))!;
    };

    await aplicado(3101, p1, -3, 18560.0, 'Renta de andamios, semana 12');
    await aplicado(3114, p1, -40, 7424.5, 'Flete de material a obra');
    const porPagar = await aplicado(5520, p2, -140, 12180.0, 'Impermeabilizacion de azotea');
    const pagado = await aplicado(880, p3, -20, 3480.0, 'Reparacion de revolvedora');

    await schedule(tx, porPagar.id, day(2));
    await schedule(tx, pagado.id, day(-1));
    await registrarPago(tx, caller, {
      proveedorId: p3,
      obraId: hotel.id,
      fecha: day(-1),
      formaPago: 'Cheque',
      descripcion: 'Cheque 10452',
      pagos: [{ cargoId: pagado.id, monto: 348000n }],
    });
  });
}
