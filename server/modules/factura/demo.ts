/**
 * Demo billing (SEED=demo), through the factura service and the receivables ledger: the facturas
 * of the obras in course (server/db/seed/obras-cifras-data.ts) to their obra's cliente, each with its PDF, and
 * the ingresos that collected them, whole or in part. Loaded in one transaction, only into a
 * database without facturas, and only with a file store for their PDFs (server/db/seed/module-demos.ts).
 */
import { count, sql } from 'drizzle-orm';
import { moneyToJson, toCents } from '../../../schemas/money';
import type { Factura } from '../../../schemas/generated/factura';
import { recordIngresos } from '../../domain/receivables';
import { factura } from '../../db/schema';
import { adminCaller, comprobantePdf, demoDay, obrasPorNombre } from '../../db/seed/documents-demo';
import type { Db } from '../../db/client';
import type { DemoContext, DemoStep } from '../../db/seed/module-demos';
import { CIFRAS_OBRAS } from '../../db/seed/obras-cifras-data';
import { inTransaction } from '../../db/tx';
import { createFactura } from './service';

async function seed(db: Db, { sucursalId, files }: DemoContext): Promise<void> {
  const caller = await adminCaller(db, sucursalId);
  if (!caller || !files) return;
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

export default { seed } satisfies DemoStep;
