/**
 * The obras and their documents for the obra cases of the bench (issue 17): `obras` obras in the
 * bench user's sucursal, each with `docsPerObra` órdenes de compra, compras, notas de crédito,
 * gastos and nóminas, generated inside the database with multi-row `INSERT … SELECT
 * generate_series`, a few obras per transaction, triggers off (session_replication_role), so the
 * figures are computed once at the end (./obra-cifras.ts). No lines, charges or comprobantes: the
 * summary and the dashboard read none of them. Loaded once per database.
 */
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../server/db/client';
import { inTransaction } from '../server/db/tx';
import { recomputeObraCifras } from './obra-cifras';

const PREFIX = 'Obra bench ';
/** Documents per transaction, about: whole obras at a time. */
const CHUNK = 50_000;

export interface BenchObra {
  /** The obra in the middle of the load, whose summary and documents the cases read. */
  id: number;
  /** One of its compras not yet applied: the single document read the summary is held to. */
  compraId: number;
}

type Tipo = 'orden_compra' | 'compra' | 'nota_credito' | 'gasto' | 'nomina';
type Counts = Record<Tipo, number>;

/**
 * Each type's documents per obra: a nómina per semana (at most 999, the schema's last semana),
 * the rest 40 % orders (odd ones authorized), 30 % compras (even ones applied; the first half of
 * them from an authorized order), 10 % notas (each on its own applied compra) and gastos.
 */
function countsPerObra(docs: number): Counts {
  const nomina = Math.min(999, Math.floor(docs / 10));
  const rest = docs - nomina;
  const ordenCompra = Math.floor(rest * 0.4);
  const compra = Math.floor(rest * 0.3);
  const notaCredito = Math.min(Math.floor(rest * 0.1), Math.floor(compra / 2));
  return {
    orden_compra: ordenCompra,
    compra,
    nota_credito: notaCredito,
    gasto: rest - ordenCompra - compra - notaCredito,
    nomina,
  };
}

/** What a chunk's statements need: the sucursal, each type's count per obra and the last folio taken before. */
interface Plan {
  sucursalId: number;
  counts: Counts;
  bases: Record<Tipo, number>;
}

/** Document `d` of bench obra `b.o` has folio base + (o − 1) · count + d: unique per sucursal and table. */
const folio = (plan: Plan, tipo: Tipo, d = 'd') => `${plan.bases[tipo]} + (b.o - 1) * ${plan.counts[tipo]} + ${d}`;
const money = `((d * 7919 + b.o * 104729) % 2000000 + 10000) * 0.01`;
const iva = `round(m.sub * 0.16, 2)`;

/** The bench obras `from`..`to` (by load order) × each document of the type, with a proveedor. */
function rowsOf(plan: Plan, tipo: Tipo, from: number, to: number): string {
  return `FROM (SELECT * FROM (SELECT id, inicio, row_number() OVER (ORDER BY id) AS o FROM obra
        WHERE sucursal_id = ${plan.sucursalId} AND nombre LIKE '${PREFIX}%') x WHERE o BETWEEN ${from} AND ${to}) b
    CROSS JOIN generate_series(1, ${plan.counts[tipo]}) AS d
    JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM (SELECT id FROM proveedor ORDER BY id LIMIT 100) p) p
      ON p.k = (d + b.o) % (SELECT count(*) FROM (SELECT 1 FROM proveedor LIMIT 100) n)`;
}

const INSERTS: Record<Tipo, (plan: Plan, from: number, to: number) => string> = {
  orden_compra: (plan, from, to) => `INSERT INTO orden_compra (status, obra_id, sucursal_id, folio, fecha, proveedor_id,
      sub_total, iva, total)
    SELECT CASE WHEN d % 2 = 1 THEN 'autorizado' ELSE 'creado' END, b.id, ${plan.sucursalId},
      ${folio(plan, 'orden_compra')}, b.inicio + d % 365, p.id, m.sub, ${iva}, m.sub + ${iva}
    ${rowsOf(plan, 'orden_compra', from, to)} CROSS JOIN LATERAL (SELECT ${money} AS sub) m`,
  // Compra d of the first half comes from authorized order 2d − 1, with its proveedor and amounts.
  compra: (plan, from, to) => `INSERT INTO compra (status, obra_id, sucursal_id, folio, fecha, proveedor_id,
      sub_total, iva, total, orden_compra_id)
    SELECT CASE WHEN d % 2 = 0 THEN 'aplicado' ELSE 'creado' END, b.id, ${plan.sucursalId}, ${folio(plan, 'compra')},
      coalesce(oc.fecha, b.inicio + d % 365), coalesce(oc.proveedor_id, p.id), coalesce(oc.sub_total, m.sub),
      coalesce(oc.iva, ${iva}), coalesce(oc.total, m.sub + ${iva}), oc.id
    ${rowsOf(plan, 'compra', from, to)} CROSS JOIN LATERAL (SELECT ${money} AS sub) m
    LEFT JOIN orden_compra oc ON d <= least(${Math.floor(plan.counts.compra / 2)}, ${Math.ceil(plan.counts.orden_compra / 2)})
      AND oc.sucursal_id = ${plan.sucursalId} AND oc.folio = ${folio(plan, 'orden_compra', '2 * d - 1')}`,
  // Nota d lowers applied compra 2d by a tenth, with its proveedor and folio.
  nota_credito: (plan, from, to) => `INSERT INTO nota_credito (status, obra_id, sucursal_id, folio, fecha,
      proveedor_id, sub_total, iva, total, folio_proveedor, compra_id, folio_compra)
    SELECT CASE WHEN d % 3 = 0 THEN 'creado' ELSE 'aplicado' END, b.id, ${plan.sucursalId},
      ${folio(plan, 'nota_credito')}, c.fecha, c.proveedor_id, m.sub, ${iva}, m.sub + ${iva}, 'NC-' || d, c.id, c.folio
    ${rowsOf(plan, 'nota_credito', from, to)}
    JOIN compra c ON c.sucursal_id = ${plan.sucursalId} AND c.folio = ${folio(plan, 'compra', '2 * d')}
    CROSS JOIN LATERAL (SELECT round(c.sub_total / 10, 2) AS sub) m`,
  gasto: (
    plan,
    from,
    to,
  ) => `INSERT INTO gasto (status, obra_id, sucursal_id, folio, fecha, forma_pago, total, proveedor_id)
    SELECT CASE WHEN d % 2 = 0 THEN 'aplicado' ELSE 'creado' END, b.id, ${plan.sucursalId}, ${folio(plan, 'gasto')},
      b.inicio + d % 365, 'Transferencia', ${money}, p.id
    ${rowsOf(plan, 'gasto', from, to)}`,
  nomina: (plan, from, to) => `INSERT INTO nomina (status, obra_id, sucursal_id, folio, semana, total)
    SELECT 'creado', b.id, ${plan.sucursalId}, ${folio(plan, 'nomina')}, d, ${money}
    ${rowsOf(plan, 'nomina', from, to)}`,
};
const TIPOS = Object.keys(INSERTS) as Tipo[];
/** The types whose folio the server takes from the sucursal's series (a gasto's is the proveedor's). */
const NUMBERED: Tipo[] = ['orden_compra', 'compra', 'nota_credito', 'nomina'];

async function rowsFrom<T>(db: Executor, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const benchObras = (sucursalId: number) => `FROM obra WHERE sucursal_id = ${sucursalId} AND nombre LIKE '${PREFIX}%'`;

async function insertObras(db: Db, plan: Plan, obras: number): Promise<void> {
  await inTransaction(db, null, async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(
      sql.raw(`INSERT INTO obra (nombre, cliente_id, costo_total, inicio, fin, insumos, mano_obra, indirectos,
          utilidad, sucursal_id)
        SELECT '${PREFIX}' || lpad(i::text, 4, '0'), (SELECT min(id) FROM cliente WHERE sucursal_id = ${plan.sucursalId}),
          90000000, date '2025-01-01' + i % 60, date '2027-12-31', 60000000, 8000000, 6000000, 16000000, ${plan.sucursalId}
        FROM generate_series(1, ${obras}) AS i`),
    );
  });
}

async function insertDocuments(db: Db, plan: Plan, obras: number, log: (line: string) => void): Promise<void> {
  const perChunk = Math.max(1, Math.floor(CHUNK / TIPOS.reduce((sum, tipo) => sum + plan.counts[tipo], 0)));
  for (let from = 1; from <= obras; from += perChunk) {
    const to = Math.min(obras, from + perChunk - 1);
    await inTransaction(db, null, async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      for (const tipo of TIPOS) if (plan.counts[tipo] > 0) await tx.execute(sql.raw(INSERTS[tipo](plan, from, to)));
      const notas = (o: number) => plan.bases.nota_credito + o * plan.counts.nota_credito;
      await tx.execute(
        sql.raw(`UPDATE compra SET tiene_nota_credito = true WHERE id IN (SELECT compra_id FROM nota_credito
          WHERE sucursal_id = ${plan.sucursalId} AND folio BETWEEN ${notas(from - 1) + 1} AND ${notas(to)})`),
      );
    });
    log(`obras: ${to} de ${obras} con sus documentos`);
  }
}

/** The series continue after the loaded folios, so a document saved later gets the next one. */
async function advanceSeries(db: Db, sucursalId: number): Promise<void> {
  for (const tipo of NUMBERED) {
    await db.execute(
      sql.raw(`INSERT INTO folio_serie (tipo, sucursal_id, ultimo)
        SELECT '${tipo}', ${sucursalId}, max(folio) FROM ${tipo} WHERE sucursal_id = ${sucursalId} HAVING max(folio) IS NOT NULL
        ON CONFLICT (tipo, sucursal_id) DO UPDATE SET ultimo = greatest(folio_serie.ultimo, EXCLUDED.ultimo)`),
    );
  }
}

/** Loads the obras and their documents unless this database has them, and names the ones the cases read. */
export async function loadObras(
  db: Db,
  { obras, docsPerObra }: { obras: number; docsPerObra: number },
  sucursalId: number,
  log: (line: string) => void,
): Promise<BenchObra> {
  const [{ n }] = await rowsFrom<{ n: number }>(db, `SELECT count(*)::int AS n ${benchObras(sucursalId)}`);
  if (n === 0) {
    const bases = {} as Record<Tipo, number>;
    for (const tipo of TIPOS) {
      const [row] = await rowsFrom<{ n: number }>(
        db,
        `SELECT coalesce(max(folio), 0)::int AS n FROM ${tipo} WHERE sucursal_id = ${sucursalId}`,
      );
      bases[tipo] = row.n;
    }
    const plan: Plan = { sucursalId, counts: countsPerObra(docsPerObra), bases };
    await insertObras(db, plan, obras);
    await insertDocuments(db, plan, obras, log);
    await db.execute(sql.raw(`VACUUM ANALYZE obra, ${TIPOS.join(', ')}`));
    await recomputeObraCifras(db);
    await advanceSeries(db, sucursalId);
    await db.execute(sql`VACUUM ANALYZE obra_cifras`);
    log(`obras: cifras calculadas`);
  }
  const [obra] = await rowsFrom<{ id: number }>(
    db,
    `SELECT id ${benchObras(sucursalId)} ORDER BY id OFFSET ${Math.ceil(obras / 2) - 1} LIMIT 1`,
  );
  const [compra] = await rowsFrom<{ id: number }>(
    db,
    `SELECT id FROM compra WHERE obra_id = ${obra.id} AND status = 'creado' ORDER BY id LIMIT 1`,
  );
  if (!compra) throw new Error(`La obra ${obra.id} no tiene compras: BENCH_DOCS_PER_OBRA es muy chico`);
  return { id: obra.id, compraId: compra.id };
}
