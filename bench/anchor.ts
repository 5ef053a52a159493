/**
 * The bare anchor routes: a minimal Fastify app, none of our plugins (no guard, no schemas, no
 * entity layer), running the product's SQL by hand on the same database connection. What the
 * full stack adds on top of these numbers is the cost of our framework.
 */
import argon2 from 'argon2';
import Fastify, { type FastifyInstance } from 'fastify';
import { presupuestoRoutes } from './anchor-presupuesto';
import type { BenchTable } from './load';

/** The raw client under Drizzle: a pg Pool or a PGlite instance (both answer `{ rows }`). */
export interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** pg's Pool: a connection of its own, for a transaction. */
  connect?(): Promise<RawClient & { release(): void }>;
  /** PGlite: a transaction on its one connection. */
  transaction?<T>(work: (tx: RawClient) => Promise<T>): Promise<T>;
}

/** Each table as the entity layer reads it: its relations' nombre and the sucursal scope. */
const READS: Record<BenchTable, { select: string; scoped: boolean }> = {
  cliente: {
    select: `SELECT t.*, s.nombre AS sucursal_nombre FROM cliente t LEFT JOIN sucursal s ON s.id = t.sucursal_id`,
    scoped: true,
  },
  proveedor: { select: `SELECT t.* FROM proveedor t`, scoped: false },
  concepto: {
    select: `SELECT t.*, c.nombre AS c_nombre, sc.nombre AS sc_nombre, u.nombre AS u_nombre FROM concepto t
      LEFT JOIN clasificacion c ON c.id = t.clasificacion_id LEFT JOIN subclasificacion sc ON sc.id = t.sub_clasificacion_id
      LEFT JOIN unidad_medida u ON u.id = t.unidad_medida_id`,
    scoped: false,
  },
};

/** The product's search (server/db/paging.ts): each word of 3+ letters by the index, the phrase on its rows. */
function searchConditions(text: string, params: unknown[]): string[] {
  const like = (value: string) =>
    `t.busqueda LIKE '%' || replace(replace(replace(f_unaccent(lower($${params.push(value)})), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  const words = [...new Set(text.split(/\s+/))].filter((word) => word.length >= 3).slice(0, 6);
  if (words.length === 0 || (words.length === 1 && words[0] === text)) return [like(text)];
  return [...words.map(like), `strpos(t.busqueda, f_unaccent(lower($${params.push(text)}))) > 0`];
}

/** The sums of `obra_cifras` as the summary and the dashboard read them (server/modules/obra/cifras.ts). */
const CIFRAS = ['compras', 'notas_credito', 'comprometido', 'gastos', 'nominas', 'facturado', 'cobrado']
  .map((column) => `coalesce(c.${column}, 0)::text AS ${column}`)
  .join(', ');
const cents = (value: unknown) => Math.round(Number(value) * 100);
/** What the three budget lines spent: insumos net of notas de crédito, mano de obra, indirectos. */
const spent = (row: Record<string, unknown>) =>
  cents(row.compras) - cents(row.notas_credito) + cents(row.nominas) + cents(row.gastos);

/**
 * The obra's reads of issue 17: the obra as the entity layer reads it, one compra with its lines,
 * charge and obra (server/domain/document.ts), the summary and the dashboard from `obra_cifras`.
 */
function obraRoutes(app: FastifyInstance, client: RawClient, sucursalId: number): void {
  const readObra = async (id: string) =>
    (
      await client.query(
        `SELECT t.*, s.nombre AS sucursal_nombre, cl.nombre AS cliente_nombre FROM obra t
          LEFT JOIN sucursal s ON s.id = t.sucursal_id LEFT JOIN cliente cl ON cl.id = t.cliente_id
          WHERE t.id = $1 AND t.sucursal_id = $2`,
        [Number(id), sucursalId],
      )
    ).rows[0];

  app.get<{ Params: { id: string } }>('/bare/obra/:id', async (request, reply) => {
    return (await readObra(request.params.id)) ?? reply.status(404).send({ message: 'no encontrado' });
  });

  app.get<{ Params: { id: string } }>('/bare/compra/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const { rows } = await client.query(
      `SELECT t.*, o.nombre AS obra_nombre, p.nombre AS proveedor_nombre FROM compra t
        LEFT JOIN obra o ON o.id = t.obra_id LEFT JOIN proveedor p ON p.id = t.proveedor_id
        WHERE t.id = $1 AND t.obra_id IN (SELECT id FROM obra WHERE sucursal_id = $2)`,
      [id, sucursalId],
    );
    if (!rows[0]) return reply.status(404).send({ message: 'no encontrado' });
    const lines = await client.query(`SELECT * FROM compra_detalle WHERE compra_id = any($1) ORDER BY id`, [[id]]);
    const charge = await client.query(
      `SELECT documento_id, saldo FROM cargo WHERE tipo_documento = 'COMPRA' AND documento_id = any($1)`,
      [[id]],
    );
    const obra = await client.query(`SELECT terminado FROM obra WHERE id = $1`, [rows[0].obra_id]);
    return {
      ...rows[0],
      compraDetalle: lines.rows,
      saldo: charge.rows[0]?.saldo,
      terminada: obra.rows[0].terminado,
    };
  });

  app.get<{ Params: { id: string } }>('/bare/obra/:id/resumen', async (request, reply) => {
    const found = await readObra(request.params.id);
    if (!found) return reply.status(404).send({ message: 'no encontrado' });
    const { rows } = await client.query(
      `SELECT ${CIFRAS} FROM obra o LEFT JOIN obra_cifras c ON c.obra_id = o.id WHERE o.id = $1`,
      [found.id],
    );
    return { obra: found, ...rows[0], ejercido: spent(rows[0]) / 100 };
  });

  app.get('/bare/obra/avance', async () => {
    const { rows } = await client.query(
      `SELECT o.id, o.nombre, (CASE WHEN o.terminado THEN 100
          WHEN o.fin <= o.inicio THEN CASE WHEN $2::date >= o.fin THEN 100 ELSE 0 END
          ELSE greatest(0, least(100, (($2::date - o.inicio) * 100) / (o.fin - o.inicio))) END)::int AS avance,
        (o.insumos + o.mano_obra + o.indirectos)::text AS presupuesto, ${CIFRAS}
        FROM obra o LEFT JOIN obra_cifras c ON c.obra_id = o.id
        WHERE NOT o.terminado AND o.sucursal_id = $1 ORDER BY o.nombre, o.id`,
      [sucursalId, new Date().toISOString().slice(0, 10)],
    );
    return rows.map((row) => ({
      id: row.id,
      nombre: row.nombre,
      avance: row.avance,
      presupuesto: cents(row.presupuesto) / 100,
      ejercido: spent(row) / 100,
    }));
  });
}

export interface AnchorOptions {
  client: RawClient;
  /** The bench user's sucursal: the scope the full stack applies to a non-superuser. */
  sucursalId: number;
  usuarioId: number;
}

export function anchorApp({ client, sucursalId, usuarioId }: AnchorOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  const starts = new Map<string, unknown[]>();
  const totals = new Map<string, number>();

  /** The product's count (server/db/count.ts): exact up to 1,000 rows, the planner's estimate above. */
  async function countRows(table: string, where: string, params: unknown[], known?: number): Promise<number> {
    const counted =
      known ??
      Number(
        (await client.query(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} t ${where} LIMIT 1001) c`, params))
          .rows[0].n,
      );
    if (counted <= 1000) return counted;
    const plan = await client.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} t ${where}`, params);
    const json = plan.rows[0]['QUERY PLAN'];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: { 'Plan Rows': number } }[];
    return Math.max(counted, parsed[0].Plan['Plan Rows']);
  }

  for (const [table, read] of Object.entries(READS)) {
    app.get<{ Querystring: { page?: string; pageSize?: string; toSearch?: string } }>(
      `/bare/${table}`,
      async (request) => {
        const page = Number(request.query.page ?? 0);
        const pageSize = Number(request.query.pageSize ?? 10);
        const conditions: string[] = [];
        const params: unknown[] = [];
        if (request.query.toSearch) conditions.push(...searchConditions(request.query.toSearch.trim(), params));
        if (read.scoped) conditions.push(`t.sucursal_id = $${params.push(sucursalId)}`);
        const where = (extra: string[] = []) =>
          conditions.length + extra.length ? `WHERE ${[...conditions, ...extra].join(' AND ')}` : '';
        // The product's search (server/entity/queries.ts): one capped scan names the matches, then
        // the page is read by primary key when they are few.
        const matches = request.query.toSearch
          ? (await client.query(`SELECT t.id FROM ${table} t ${where()} LIMIT 1001`, params)).rows.map((row) => row.id)
          : undefined;
        if (matches && matches.length <= 1000) {
          const found = matches.length
            ? (
                await client.query(
                  `${read.select} WHERE t.id = any($1::bigint[]) ORDER BY t.nombre, t.id LIMIT ${pageSize} OFFSET ${page * pageSize}`,
                  [matches],
                )
              ).rows
            : [];
          return { content: found, totalElements: matches.length, page, pageSize };
        }
        // The product's keyset (server/entity/keyset.ts): a page seen before starts at its first key.
        const list = `${table} ${where()} ${JSON.stringify(params)} ${pageSize} ${page}`;
        const start = starts.get(list);
        const seek = start ? [`(t.nombre, t.id) >= ($${params.length + 1}, $${params.length + 2})`] : [];
        const rows = await client.query(
          `${read.select} ${where(seek)} ORDER BY t.nombre, t.id LIMIT ${pageSize} OFFSET ${start ? 0 : page * pageSize}`,
          [...params, ...(start ?? [])],
        );
        if (rows.rows[0]) starts.set(list, [rows.rows[0].nombre, rows.rows[0].id]);
        const last = rows.rows.length < pageSize && (rows.rows.length > 0 || page === 0);
        // A big list's estimated total is remembered, as the product does beside its anchors.
        const filter = `${table} ${where()} ${JSON.stringify(params)}`;
        const total = last
          ? page * pageSize + rows.rows.length
          : (totals.get(filter) ?? (await countRows(table, where(), params, matches?.length)));
        if (total > 1000) totals.set(filter, total);
        return { content: rows.rows, totalElements: total, page, pageSize };
      },
    );

    app.get<{ Params: { id: string } }>(`/bare/${table}/:id`, async (request, reply) => {
      const scope = read.scoped ? ` AND t.sucursal_id = ${sucursalId}` : '';
      const { rows } = await client.query(`${read.select} WHERE t.id = $1${scope}`, [Number(request.params.id)]);
      return rows[0] ?? reply.status(404).send({ message: 'no encontrado' });
    });
  }

  obraRoutes(app, client, sucursalId);
  presupuestoRoutes(app, client, sucursalId, usuarioId);

  app.post<{ Body: Record<string, unknown> }>('/bare/cliente', async (request, reply) => {
    const b = request.body;
    const { rows } = await client.query(
      `WITH audit AS (SELECT set_config('app.usuario_id', $1, true))
       INSERT INTO cliente (nombre, razon_social, direccion, rfc, telefono_contacto, correo_contacto, dias_credito, sucursal_id)
       SELECT $2, $3, $4, $5, $6, $7, $8, $9 FROM audit RETURNING id`,
      [
        String(usuarioId),
        b.nombre,
        b.razonSocial,
        b.direccion,
        b.rfc,
        b.telefonoContacto,
        b.correoContacto,
        b.diasCredito,
        sucursalId,
      ],
    );
    starts.clear();
    totals.clear();
    const created = await client.query(`${READS.cliente.select} WHERE t.id = $1`, [rows[0].id]);
    return reply.status(201).send(created.rows[0]);
  });

  app.post<{ Body: { username: string; password: string } }>('/bare/login', async (request, reply) => {
    const username = request.body.username.toLowerCase();
    const ip = request.ip;
    const [{ rows: users }, { rows: fails }] = await Promise.all([
      client.query(`SELECT id, password_hash, activo FROM usuario WHERE lower(username) = $1`, [username]),
      client.query(
        `SELECT count(*)::int AS n FROM login_intento WHERE username = $1 AND ip = $2 AND momento > now() - interval '15 minutes'`,
        [username, ip],
      ),
    ]);
    const user = users[0];
    if (
      !user ||
      Number(fails[0].n) >= 10 ||
      !(await argon2.verify(String(user.password_hash), request.body.password))
    ) {
      return reply.status(401).send({ message: 'no' });
    }
    await client.query(`DELETE FROM login_intento WHERE username = $1 AND ip = $2`, [username, ip]);
    await client.query(
      `INSERT INTO bitacora (usuario_id, tabla, registro_id, accion, detalle) VALUES ($1, 'usuario', $2, 'LOGIN', $3)`,
      [user.id, String(user.id), `Ingreso desde ${ip}`],
    );
    return { token: 'bare' };
  });

  return app;
}
