/**
 * The books always balance (docs/domain.md, Cuentas por pagar, Obra and Obra figures): the payables
 * ledger's invariants and the obra's figures, declared once as SQL, each answering the rows that
 * break it with the Spanish line an admin reads. The ledger property test (server/proofs/ledger.test.ts) checks them after every
 * command; `npm run verificar` (scripts/verificar.ts) checks a live database after a restore or an
 * incident. Amounts are read as numeric text, never as floats.
 *
 * - Every charge: saldo = monto − Σ its abonos, 0 ≤ saldo ≤ monto, and no more than its monto in
 *   abonos (nothing paid twice).
 * - Every pago: total = Σ its abonos (tipo PAGO, referencia = the pago's id).
 * - Every abono has its document: a pago of the charge's proveedor and obra, or an applied nota de
 *   crédito of the charge's compra.
 * - A charge per applied document: each charge's compra or gasto is applied, of the same obra and
 *   proveedor, with total = monto; each applied compra or gasto has a charge.
 * - Every nota de crédito abonos its total to its compra's charge once applied, nothing before.
 * - Per obra, the ledgered part of its actuals: Σ applied compras − Σ applied notas + Σ applied
 *   gastos = Σ charges' monto − Σ abonos of tipo NOTA_CREDITO (nóminas count as actuals too, but
 *   never enter the ledger).
 * - Per obra, its figures (`obra_cifras`, kept by triggers; no row = zeros) are its documents' sums,
 *   as migration 0018 first filled them: applied compras, applied notas, committed (compras creado
 *   + authorized orders without compra), applied gastos, nóminas, facturado and cobrado (Σ total −
 *   saldo); each figure that differs is named.
 * - Every estimación's carátula adds up (docs/domain.md, Estimación): importe = Σ its lines,
 *   subtotal = importe − amortización, its retenciones and deducciones their lines' sums, neto =
 *   importe − amortización + IVA − retenciones − deducciones; per obra Σ amortizado ≤ anticipo; per
 *   concepto de obra Σ estimado ≤ its vigente cantidad; an estimación is cobrada exactly when its
 *   factura's saldo is 0.
 */
import { rowsOf } from '../db/rows';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { centsToText, toCents } from '../../schemas/money';
import type { Database, Db, Executor } from '../db/client';

/** One row that breaks an invariant. */
export interface LedgerBreak {
  rule: string;
  message: string;
}

export interface LedgerReview {
  breaks: LedgerBreak[];
  cargos: number;
  pagos: number;
  obras: number;
}

type Fields = Record<string, string | number | null>;

interface Invariant {
  rule: string;
  /** The rows that break it, as `jsonb_build_object(…)` AS datos; `inScope(column)` limits them to the obra checked. */
  rows(inScope: (obraColumn: string) => SQL): SQL;
  message(row: Fields): string;
}

/** Numeric text as the columns hold it, with its 2 decimals: '90' → '90.00'. */
const amount = (value: string | number | null) => centsToText(toCents(value ?? 0));
const charge = (row: Fields) => `${row.cargo} (${row.tipo} folio ${row.folio})`;
const cargoName = (row: Fields) => `Cargo ${charge(row)}`;

// A charge with what was abonado to it, in the scope.
const charges = (inScope: (obraColumn: string) => SQL) => sql`
  SELECT c.*, coalesce(a.abonos, 0) AS abonos
  FROM cargo c LEFT JOIN LATERAL (SELECT sum(monto) AS abonos FROM abono WHERE cargo_id = c.id) a ON TRUE
  WHERE ${inScope('c.obra_id')}`;
const chargeFields = sql`'cargo', c.id, 'tipo', c.tipo_documento, 'folio', c.folio_documento`;

const INVARIANTS: Invariant[] = [
  {
    rule: 'saldo',
    rows: (inScope) => sql`
      SELECT jsonb_build_object(${chargeFields}, 'saldo', c.saldo::text, 'esperado', (c.monto - c.abonos)::text)
      FROM (${charges(inScope)}) c WHERE c.saldo <> c.monto - c.abonos`,
    message: (row) => `${cargoName(row)}: saldo ${amount(row.saldo)} pero monto − abonos = ${amount(row.esperado)}`,
  },
  {
    rule: 'limites',
    rows: (inScope) => sql`
      SELECT jsonb_build_object(${chargeFields}, 'saldo', c.saldo::text, 'monto', c.monto::text)
      FROM cargo c WHERE ${inScope('c.obra_id')} AND (c.saldo < 0 OR c.saldo > c.monto)`,
    message: (row) => `${cargoName(row)}: saldo ${amount(row.saldo)} fuera de 0 a su monto ${amount(row.monto)}`,
  },
  {
    rule: 'sobrepago',
    rows: (inScope) => sql`
      SELECT jsonb_build_object(${chargeFields}, 'abonos', c.abonos::text, 'monto', c.monto::text)
      FROM (${charges(inScope)}) c WHERE c.abonos > c.monto`,
    message: (row) =>
      `${cargoName(row)}: sus abonos suman ${amount(row.abonos)}, mas que su monto ${amount(row.monto)} (pagado de mas)`,
  },
  {
    rule: 'pago',
    rows: (inScope) => sql`
      SELECT jsonb_build_object('pago', p.id, 'folio', p.folio, 'total', p.total::text, 'abonos', coalesce(a.abonos, 0)::text)
      FROM pago p LEFT JOIN LATERAL (
        SELECT sum(monto) AS abonos FROM abono WHERE tipo = 'PAGO' AND referencia = p.id
      ) a ON TRUE
      WHERE ${inScope('p.obra_id')} AND p.total <> coalesce(a.abonos, 0)`,
    message: (row) =>
      `Pago ${row.pago} (folio ${row.folio}): total ${amount(row.total)} pero sus abonos suman ${amount(row.abonos)}`,
  },
  {
    rule: 'abono',
    rows: (inScope) => sql`
      SELECT jsonb_build_object(${chargeFields}, 'abono', a.id, 'tipoAbono', a.tipo, 'referencia', a.referencia)
      FROM abono a JOIN cargo c ON c.id = a.cargo_id
      LEFT JOIN pago p ON a.tipo = 'PAGO' AND p.id = a.referencia
        AND p.obra_id = c.obra_id AND p.proveedor_id = c.proveedor_id
      LEFT JOIN nota_credito n ON a.tipo = 'NOTA_CREDITO' AND n.id = a.referencia
        AND n.status = 'aplicado' AND c.tipo_documento = 'COMPRA' AND n.compra_id = c.documento_id
      WHERE ${inScope('c.obra_id')} AND p.id IS NULL AND n.id IS NULL`,
    message: (row) =>
      row.tipoAbono === 'PAGO'
        ? `Abono ${row.abono} del cargo ${charge(row)}: el pago ${row.referencia} no existe o es de otro proveedor u obra`
        : `Abono ${row.abono} del cargo ${charge(row)}: la nota de credito ${row.referencia} no existe, no esta aplicada o es de otra compra`,
  },
  {
    rule: 'documento',
    rows: (inScope) => sql`
      SELECT jsonb_build_object(${chargeFields}, 'documento', c.documento_id, 'monto', c.monto::text,
        'status', d.status, 'total', d.total::text)
      FROM cargo c
      LEFT JOIN LATERAL (
        SELECT status, total, obra_id, proveedor_id FROM compra WHERE c.tipo_documento = 'COMPRA' AND id = c.documento_id
        UNION ALL
        SELECT status, total, obra_id, proveedor_id FROM gasto WHERE c.tipo_documento = 'GASTO' AND id = c.documento_id
      ) d ON TRUE
      WHERE ${inScope('c.obra_id')} AND (d.status IS DISTINCT FROM 'aplicado' OR d.total <> c.monto
        OR d.obra_id <> c.obra_id OR d.proveedor_id <> c.proveedor_id)`,
    message: (row) =>
      row.status !== 'aplicado'
        ? `${cargoName(row)}: su documento ${row.documento} no existe o no esta aplicado`
        : row.total !== null && amount(row.total) !== amount(row.monto)
          ? `${cargoName(row)}: monto ${amount(row.monto)} pero su documento ${row.documento} suma ${amount(row.total)}`
          : `${cargoName(row)}: su documento ${row.documento} es de otra obra o de otro proveedor`,
  },
  {
    rule: 'sin-cargo',
    rows: (inScope) => sql`
      SELECT jsonb_build_object('tipo', d.tipo, 'documento', d.id, 'folio', d.folio)
      FROM (
        SELECT 'COMPRA' AS tipo, id, folio, obra_id FROM compra WHERE status = 'aplicado'
        UNION ALL
        SELECT 'GASTO', id, folio, obra_id FROM gasto WHERE status = 'aplicado'
      ) d
      WHERE ${inScope('d.obra_id')}
        AND NOT EXISTS (SELECT 1 FROM cargo WHERE tipo_documento = d.tipo AND documento_id = d.id)`,
    message: (row) =>
      `${row.tipo === 'COMPRA' ? 'Compra' : 'Gasto'} ${row.documento} (folio ${row.folio}): aplicado pero sin cargo`,
  },
  {
    rule: 'nota',
    rows: (inScope) => sql`
      SELECT jsonb_build_object('nota', n.id, 'folio', n.folio, 'esperado', n.esperado::text,
        'enSuCargo', n.en_su_cargo::text, 'abonos', n.abonos::text)
      FROM (
        SELECT n.id, n.folio, CASE WHEN n.status = 'aplicado' THEN n.total ELSE 0 END AS esperado,
          coalesce(sum(a.monto) FILTER (WHERE c.tipo_documento = 'COMPRA' AND c.documento_id = n.compra_id), 0) AS en_su_cargo,
          coalesce(sum(a.monto), 0) AS abonos
        FROM nota_credito n
        LEFT JOIN abono a ON a.tipo = 'NOTA_CREDITO' AND a.referencia = n.id
        LEFT JOIN cargo c ON c.id = a.cargo_id
        WHERE ${inScope('n.obra_id')}
        GROUP BY n.id
      ) n
      WHERE n.en_su_cargo <> n.esperado OR n.abonos <> n.esperado`,
    message: (row) =>
      `Nota de credito ${row.nota} (folio ${row.folio}): debe abonar ${amount(row.esperado)} al cargo de su compra ` +
      `pero abona ${amount(row.enSuCargo)} (${amount(row.abonos)} en total)`,
  },
  {
    rule: 'obra',
    rows: (inScope) => sql`
      SELECT jsonb_build_object('obra', o.id, 'documentos', x.documentos::text, 'libro', x.libro::text)
      FROM obra o, LATERAL (
        SELECT
          (SELECT coalesce(sum(total), 0) FROM compra WHERE obra_id = o.id AND status = 'aplicado')
            - (SELECT coalesce(sum(total), 0) FROM nota_credito WHERE obra_id = o.id AND status = 'aplicado')
            + (SELECT coalesce(sum(total), 0) FROM gasto WHERE obra_id = o.id AND status = 'aplicado') AS documentos,
          (SELECT coalesce(sum(monto), 0) FROM cargo WHERE obra_id = o.id)
            - (SELECT coalesce(sum(a.monto), 0) FROM abono a JOIN cargo c ON c.id = a.cargo_id
               WHERE c.obra_id = o.id AND a.tipo = 'NOTA_CREDITO') AS libro
      ) x
      WHERE ${inScope('o.id')} AND x.documentos <> x.libro`,
    message: (row) =>
      `Obra ${row.obra}: compras − notas de credito + gastos aplicados = ${amount(row.documentos)} ` +
      `pero cargos − abonos de notas de credito = ${amount(row.libro)}`,
  },
  {
    rule: 'cifras',
    rows: (inScope) => sql`
      SELECT jsonb_build_object('obra', o.id, 'cifra', f.cifra, 'guardada', f.guardada::text, 'documentos', f.documentos::text)
      FROM obra o
      LEFT JOIN obra_cifras c ON c.obra_id = o.id
      CROSS JOIN LATERAL (
        SELECT
          (SELECT coalesce(sum(total), 0) FROM compra WHERE obra_id = o.id AND status = 'aplicado') AS compras,
          (SELECT coalesce(sum(total), 0) FROM nota_credito WHERE obra_id = o.id AND status = 'aplicado') AS notas,
          (SELECT coalesce(sum(total), 0) FROM compra WHERE obra_id = o.id AND status = 'creado')
            + (SELECT coalesce(sum(oc.total), 0) FROM orden_compra oc WHERE oc.obra_id = o.id AND oc.status = 'autorizado'
                AND NOT EXISTS (SELECT 1 FROM compra WHERE orden_compra_id = oc.id)) AS comprometido,
          (SELECT coalesce(sum(total), 0) FROM gasto WHERE obra_id = o.id AND status = 'aplicado') AS gastos,
          (SELECT coalesce(sum(total), 0) FROM nomina WHERE obra_id = o.id) AS nominas,
          (SELECT coalesce(sum(total), 0) FROM factura WHERE obra_id = o.id) AS facturado,
          (SELECT coalesce(sum(total - saldo), 0) FROM factura WHERE obra_id = o.id) AS cobrado
      ) d
      CROSS JOIN LATERAL (VALUES
        ('compras aplicadas', coalesce(c.compras, 0), d.compras),
        ('notas de credito aplicadas', coalesce(c.notas_credito, 0), d.notas),
        ('comprometido', coalesce(c.comprometido, 0), d.comprometido),
        ('gastos aplicados', coalesce(c.gastos, 0), d.gastos),
        ('nominas', coalesce(c.nominas, 0), d.nominas),
        ('facturado', coalesce(c.facturado, 0), d.facturado),
        ('cobrado', coalesce(c.cobrado, 0), d.cobrado)
      ) f(cifra, guardada, documentos)
      WHERE ${inScope('o.id')} AND f.guardada <> f.documentos`,
    message: (row) =>
      `Obra ${row.obra}: sus cifras dicen ${row.cifra} ${amount(row.guardada)} pero sus documentos suman ${amount(row.documentos)}`,
  },
  {
    rule: 'caratula',
    rows: (inScope) => sql`
      SELECT jsonb_build_object('estimacion', e.id, 'folio', e.folio, 'obra', e.obra_id, 'neto', e.neto::text,
        'esperado', (x.importe - e.amortizacion + e.iva - x.retenciones - x.deducciones)::text)
      FROM estimacion e, LATERAL (
        SELECT
          (SELECT coalesce(sum(importe), 0) FROM estimacion_linea WHERE estimacion_id = e.id) AS importe,
          (SELECT coalesce(sum(importe), 0) FROM estimacion_retencion WHERE estimacion_id = e.id) AS retenciones,
          (SELECT coalesce(sum(importe), 0) FROM estimacion_deduccion WHERE estimacion_id = e.id) AS deducciones
      ) x
      WHERE ${inScope('e.obra_id')} AND (e.importe <> x.importe OR e.subtotal <> e.importe - e.amortizacion
        OR e.total_retenciones <> x.retenciones OR e.total_deducciones <> x.deducciones
        OR e.neto <> x.importe - e.amortizacion + e.iva - x.retenciones - x.deducciones)`,
    message: (row) =>
      `Estimacion ${row.folio} de la obra ${row.obra}: neto ${amount(row.neto)} pero importe − amortizacion + IVA − ` +
      `retenciones − deducciones = ${amount(row.esperado)}`,
  },
  {
    rule: 'amortizado',
    rows: (inScope) => sql`
      SELECT jsonb_build_object('obra', o.id, 'amortizado', a.amortizado::text, 'anticipo', coalesce(o.anticipo, 0)::text)
      FROM obra o, LATERAL (SELECT sum(amortizacion) AS amortizado FROM estimacion WHERE obra_id = o.id) a
      WHERE ${inScope('o.id')} AND a.amortizado > coalesce(o.anticipo, 0)`,
    message: (row) =>
      `Obra ${row.obra}: sus estimaciones amortizan ${amount(row.amortizado)}, mas que su anticipo ${amount(row.anticipo)}`,
  },
  {
    rule: 'estimado',
    rows: (inScope) => sql`
      SELECT jsonb_build_object('obra', c.obra_id, 'clave', c.clave, 'estimado', l.estimado::text,
        'vigente', (c.cantidad + coalesce(a.ajustes, 0))::text)
      FROM concepto_obra c
      JOIN LATERAL (SELECT sum(cantidad) AS estimado FROM estimacion_linea WHERE concepto_obra_id = c.id) l ON TRUE
      LEFT JOIN LATERAL (SELECT sum(cantidad) AS ajustes FROM ajuste_presupuesto
        WHERE concepto_obra_id = c.id AND status = 'autorizado') a ON TRUE
      WHERE ${inScope('c.obra_id')} AND l.estimado > c.cantidad + coalesce(a.ajustes, 0)`,
    message: (row) =>
      `Obra ${row.obra}: se estimaron ${row.estimado} del concepto ${row.clave}, mas que su cantidad vigente ${row.vigente}`,
  },
  {
    rule: 'cobrada',
    rows: (inScope) => sql`
      SELECT jsonb_build_object('estimacion', e.id, 'folio', e.folio, 'obra', e.obra_id, 'status', e.status,
        'saldo', f.saldo::text)
      FROM estimacion e JOIN factura f ON f.id = e.factura_id
      WHERE ${inScope('e.obra_id')} AND (e.status = 'cobrada') <> (f.saldo = 0)`,
    message: (row) =>
      `Estimacion ${row.folio} de la obra ${row.obra}: esta ${row.status} y su factura tiene saldo ${amount(row.saldo)}`,
  },
];

const scopeOf = (obraId?: number) => (obraColumn: string) =>
  obraId === undefined ? sql`TRUE` : sql`${sql.raw(obraColumn)} = ${obraId}`;

/** Every invariant's breaking rows as one statement: (regla, datos). */
const breakingRows = (inScope: (obraColumn: string) => SQL) =>
  sql.join(
    INVARIANTS.map(
      (invariant) =>
        sql`SELECT ${sql.raw(`'${invariant.rule}'`)}::text AS regla, datos FROM (${invariant.rows(inScope)}) AS r(datos)`,
    ),
    sql` UNION ALL `,
  );

const ORDER = INVARIANTS.map((invariant) => invariant.rule);
const BY_RULE = new Map(INVARIANTS.map((invariant) => [invariant.rule, invariant]));

/** By invariant, then by the numbers in the message (charge, pago, obra): the same books, the same report. */
const breaksOf = (rows: { regla: string; datos: Fields }[]): LedgerBreak[] =>
  rows
    .map(({ regla, datos }) => ({ rule: regla, message: BY_RULE.get(regla)!.message(datos) }))
    .sort(
      (a, b) =>
        ORDER.indexOf(a.rule) - ORDER.indexOf(b.rule) || a.message.localeCompare(b.message, 'es', { numeric: true }),
    );

/** Every row that breaks an invariant, of one obra or of the whole database: one query. */
export async function ledgerBreaks(db: Executor, obraId?: number): Promise<LedgerBreak[]> {
  return breaksOf(await rowsOf(db, breakingRows(scopeOf(obraId))));
}

let statements = 0;

/**
 * ledgerBreaks of one obra after another, for the ledger proof, which checks after every command.
 * On PGlite the statement is planned once (PREPARE on its one connection): planning the invariants
 * took ten times as long as running them over an obra's few rows (23 ms against 2 ms).
 */
export async function obraBreaks(
  database: Pick<Database, 'db' | 'kind'>,
): Promise<(obraId: number, executor?: Executor) => Promise<LedgerBreak[]>> {
  if (database.kind === 'postgres') return (obraId, executor = database.db) => ledgerBreaks(executor, obraId);
  const name = `ledger_obra_${(statements += 1)}`;
  const { sql: text, params } = new PgDialect().sqlToQuery(
    breakingRows((obraColumn) => sql.raw(`${obraColumn} = $1::int`)),
  );
  if (params.length > 0) throw new Error(`Las invariantes de una obra llevan parametros propios: ${params.length}`);
  await database.db.execute(sql.raw(`PREPARE ${name}(int) AS ${text}`));
  return async (obraId, executor = database.db) =>
    breaksOf(await rowsOf(executor, sql.raw(`EXECUTE ${name}(${Math.trunc(obraId)})`)));
}

/** The review of `npm run verificar`: the breaks and how many charges, pagos and obras were checked, from one snapshot. */
export function reviewLedger(db: Db): Promise<LedgerReview> {
  return db.transaction(
    async (tx) => {
      const breaks = await ledgerBreaks(tx);
      const [counts] = await rowsOf<{ cargos: number; pagos: number; obras: number }>(
        tx,
        sql`SELECT (SELECT count(*) FROM cargo)::int AS cargos, (SELECT count(*) FROM pago)::int AS pagos,
          (SELECT count(*) FROM obra)::int AS obras`,
      );
      return { breaks, ...counts };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
