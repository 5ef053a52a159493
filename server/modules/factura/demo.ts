/**
 * Demo billing (SEED=demo), through the factura service and the receivables ledger: the facturas
 * of the obras in course (./obras-cifras-data.ts) to their obra's cliente, each with its PDF, and
 * the ingresos that collected them, whole or in part. Loaded in one transaction, only into a
 * database without facturas.
 */
import { count, sql } from 'drizzle-orm';
import { moneyToJson, toCents } from '../../../schemas/money';
import type { Factura } from '../../../schemas/generated/factura';
import type { FileStore } from '../../files/storage';
import { recordIngresos } from '../../domain/receivables';
import { createFactura } from '../../modules/factura/service';
import type { Db } from '../client';
import { factura } from '../schema';
import { inTransaction } from '../tx';
import { adminCaller, comprobantePdf, demoDay, obrasPorNombre } from './documentos-demo';
import { CIFRAS_OBRAS } from './obras-cifras-data';

export async function seedCobranzaDemo(db: Db, files: FileStore, sucursalId: number): Promise<void> {
  const caller = await adminCaller(db, sucursalId);
  if (!caller) return;
  await inTransaction(db, caller.id, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727007)`);
    const [{ existentes }] = await tx.select({ existentes: count() }).from(factura);
    if (existentes > 0) return;
    const obras = await obrasPorNombre(tx, Object.keys(CIFRAS_OBRAS));
    for (const [nombre, { facturas }] of Object.entries(CIFRAS_OBRAS)) {
      const found = obras.get(nombre);
      if (!found) continue;
      for (const demo of facturas) {
        const pdf = await comprobantePdf(`Factura ${demo.folio}`, `Obra: ${nombre}`, `Total: ${demo.total}`);
        const stored = await createFactura(
          tx,
          files,
          caller,
          {
            folio: demo.folio,
            fecha: demoDay(demo.dia),
            total: moneyToJson(demo.total),
            cliente: { id: found.clienteId },
            obra: { id: found.id },
          } satisfies Factura,
          { field: 'files', filename: `factura-${demo.folio}.pdf`, content: pdf },
        );
        if (demo.ingresos.length === 0) continue;
        await recordIngresos(
          tx,
          caller,
          demo.ingresos.map((ingreso) => ({
            facturaId: stored.id,
            fecha: demoDay(ingreso.dia),
            monto: toCents(ingreso.monto),
            formaPago: ingreso.formaPago,
            referencia: ingreso.referencia,
          })),
        );
      }
    }
  });
}
