/**
 * Demo records for a new user to look at (docs/architecture.md): clientes and obras of the main sucursal,
 * plus a second sucursal with its own, so sucursal scoping can be seen, and the presupuesto of
 * every obra under way (schemas/demo/presupuesto.ts). Loaded in one
 * transaction, and only into a database without clientes.
 */
import { addDays, format, parseISO } from 'date-fns';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { cliente, obra, sucursal } from '../schema';
import { inTransaction } from '../tx';
import { centsToText, toCents } from '../../../schemas/money';
import { utilidadDe } from '../../../schemas/obra';
import { businessToday } from '../../../schemas/today';
import { presupuestoDemo } from '../../../schemas/demo/presupuesto';
import { guardarPresupuesto } from '../../modules/presupuesto/guardar';
import {
  CLIENTES_MATRIZ,
  CLIENTES_OBREGON,
  DEMO_RFC_EMPRESA,
  DEMO_SUCURSAL_OBREGON,
  OBRAS_MATRIZ,
  OBRAS_OBREGON,
  type DemoCliente,
  type DemoObra,
} from '../../../schemas/demo/obras';

async function obregonSucursalId(tx: Tx): Promise<number> {
  const [existing] = await tx
    .select({ id: sucursal.id })
    .from(sucursal)
    .where(eq(sucursal.nombre, DEMO_SUCURSAL_OBREGON.nombre));
  if (existing) return existing.id;
  const [created] = await tx.insert(sucursal).values(DEMO_SUCURSAL_OBREGON).returning({ id: sucursal.id });
  return created.id;
}

/** Inserts the clientes of each sucursal in one statement; answers their ids by RFC. */
async function insertClientes(tx: Tx, bySucursal: [number, DemoCliente[]][]): Promise<Map<string, number>> {
  const rows = bySucursal.flatMap(([sucursalId, clientes]) => clientes.map((c) => ({ ...c, sucursalId })));
  const inserted = await tx.insert(cliente).values(rows).returning({ id: cliente.id, rfc: cliente.rfc });
  return new Map(inserted.map((row) => [row.rfc, row.id]));
}

function obraRow(demo: DemoObra, sucursalId: number, clienteIds: Map<string, number>, today: Date) {
  const { cliente: rfc, inicio, fin, anticipo, ...fields } = demo;
  const day = (offset: number) => format(addDays(today, offset), 'yyyy-MM-dd');
  const clienteId = clienteIds.get(rfc);
  if (clienteId === undefined) throw new Error(`Obra demo sin cliente: ${demo.nombre}`);
  return {
    ...fields,
    clienteId,
    sucursalId,
    inicio: day(inicio),
    fin: day(fin),
    anticipo: anticipo ?? null,
    fechaAnticipo: anticipo ? day(inicio - 7) : null,
    utilidad: centsToText(utilidadDe(demo)),
    terminado: demo.terminado ?? false,
  };
}

/** Loads the demo into a database without clientes; answers whether it did (a new database). */
export async function seedDemo(db: Db, sucursalId: number): Promise<boolean> {
  return inTransaction(db, null, async (tx) => {
    // Instances starting together on one PostgreSQL must not both load the demo.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    const [{ clientes }] = await tx.select({ clientes: count() }).from(cliente);
    if (clientes > 0) return false;
    const obregonId = await obregonSucursalId(tx);
    // One company, two sucursales: its suppliers invoice the same RFC at both.
    await tx
      .update(sucursal)
      .set({ rfc: DEMO_RFC_EMPRESA })
      .where(inArray(sucursal.id, [sucursalId, obregonId]));
    const clienteIds = await insertClientes(tx, [
      [sucursalId, CLIENTES_MATRIZ],
      [obregonId, CLIENTES_OBREGON],
    ]);
    const today = parseISO(businessToday());
    const demos = [...OBRAS_MATRIZ, ...OBRAS_OBREGON];
    const obras = await tx
      .insert(obra)
      .values([
        ...OBRAS_MATRIZ.map((o) => obraRow(o, sucursalId, clienteIds, today)),
        ...OBRAS_OBREGON.map((o) => obraRow(o, obregonId, clienteIds, today)),
      ])
      .returning({ id: obra.id });
    // Every obra under way (started, not terminado) has its presupuesto, adding up to its costoTotal.
    for (const [i, demo] of demos.entries()) {
      if (demo.terminado || demo.inicio > 0) continue;
      await guardarPresupuesto(tx, obras[i].id, presupuestoDemo(toCents(demo.costoTotal), i + 1));
    }
    return true;
  });
}
