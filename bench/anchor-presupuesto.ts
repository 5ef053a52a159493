/**
 * The bare routes of the presupuesto cases (issue 28), by hand as ./anchor.ts's others: the tree's
 * first screen (the obra, its partidas in order with their subtotals of importe vigente rolled up
 * the tree), a partida's first page of conceptos with their authorized ajustes, and the import of
 * a workbook (read with exceljs, a page of its rows answered; confirmed, the obra's presupuesto
 * replaced in one transaction with one insert per level of partidas and one for every concepto).
 * None of the product's checks: no row validated, no clave compared, no documents put back.
 */
import multipart from '@fastify/multipart';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { RawClient } from './anchor';

/** Rows of a page, as the product's screens ask for them. */
const PAGINA = 50;

/** What a concepto's authorized ajustes add to `column`, for a page's few (server/modules/presupuesto/vigente.ts). */
const ajustes = (column: 'importe' | 'cantidad') =>
  `coalesce((SELECT sum(a.${column}) FROM ajuste_presupuesto a WHERE a.concepto_obra_id = c.id AND a.status = 'autorizado'), 0)`;

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

interface Partida {
  id: number;
  padre_id: number | null;
}

/** Each partida's own sum plus its subpartidas', in cents: children come after their padre in the order. */
function rollUp(partidas: Partida[], own: (id: number) => number): Map<number, number> {
  const totals = new Map<number, number>();
  for (const p of [...partidas].reverse()) {
    const total = own(p.id) + (totals.get(p.id) ?? 0);
    totals.set(p.id, total);
    if (p.padre_id !== null) totals.set(p.padre_id, (totals.get(p.padre_id) ?? 0) + total);
  }
  return totals;
}

interface Renglon {
  orden: number;
  clave: string;
  descripcion: string;
  unidad?: string;
  cantidad?: number;
  precio_unitario?: number;
  importe?: number;
  nivel: number;
  /** The orden of its partida. */
  padre?: number;
}

/** The sheet's rows below its 'Clave' header: a row with a unidad is a concepto, one with a clave and none a partida. */
async function leerHoja(content: Buffer): Promise<Renglon[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const renglones: Renglon[] = [];
  const ultima: number[] = [];
  let encabezado = false;
  book.worksheets[0].eachRow((row) => {
    const [clave, descripcion, unidad, cantidad, precio, importe] = (row.values as unknown[]).slice(1);
    if (!encabezado) {
      encabezado = clave === 'Clave';
      return;
    }
    if (!clave) return;
    const orden = renglones.length;
    if (unidad) {
      const padre = ultima.at(-1);
      renglones.push({
        orden,
        clave: String(clave),
        descripcion: String(descripcion),
        unidad: String(unidad),
        cantidad: Number(cantidad),
        precio_unitario: Number(precio),
        importe: Number(importe),
        nivel: ultima.length + 1,
        padre,
      });
    } else {
      const nivel = String(clave).split('.').length;
      ultima.length = nivel - 1;
      renglones.push({ orden, clave: String(clave), descripcion: String(descripcion), nivel, padre: ultima.at(-1) });
      ultima.push(orden);
    }
  });
  return renglones;
}

/** `work` in one transaction: on pg's Pool a client of its own, on PGlite its one connection. */
async function transaction(client: RawClient, work: (tx: RawClient) => Promise<void>): Promise<void> {
  if (client.transaction) return client.transaction(work);
  const tx = await client.connect!();
  try {
    await tx.query('BEGIN');
    await work(tx);
    await tx.query('COMMIT');
  } catch (error) {
    await tx.query('ROLLBACK');
    throw error;
  } finally {
    tx.release();
  }
}

async function guardar(client: RawClient, obraId: number, usuarioId: number, renglones: Renglon[]): Promise<void> {
  await transaction(client, async (tx) => {
    await tx.query(`SELECT set_config('app.usuario_id', $1, true)`, [String(usuarioId)]);
    await tx.query(`SELECT id FROM obra WHERE id = $1 FOR UPDATE`, [obraId]);
    await tx.query(`DELETE FROM concepto_obra WHERE obra_id = $1`, [obraId]);
    await tx.query(`DELETE FROM presupuesto_partida WHERE obra_id = $1`, [obraId]);
    const ids = new Map<number, number>();
    for (let nivel = 1; nivel <= 3; nivel += 1) {
      const partidas = renglones
        .filter((r) => r.unidad === undefined && r.nivel === nivel)
        .map((r) => ({ ...r, padre: r.padre === undefined ? null : ids.get(r.padre) }));
      if (partidas.length === 0) continue;
      const { rows } = await tx.query(
        `INSERT INTO presupuesto_partida (obra_id, nivel, orden, clave, descripcion, padre_id)
         SELECT $1, $2, x.orden, x.clave, x.descripcion, x.padre
         FROM jsonb_to_recordset($3::jsonb) AS x(orden int, clave text, descripcion text, padre int)
         RETURNING id, orden`,
        [obraId, nivel, JSON.stringify(partidas)],
      );
      for (const row of rows) ids.set(Number(row.orden), Number(row.id));
    }
    const conceptos = renglones
      .filter((r) => r.unidad !== undefined)
      .map((r) => ({ ...r, partida_id: r.padre === undefined ? null : ids.get(r.padre) }));
    await tx.query(
      `INSERT INTO concepto_obra (obra_id, orden, partida_id, clave, descripcion, unidad, cantidad, precio_unitario, importe)
       SELECT $1, x.orden, x.partida_id, x.clave, x.descripcion, x.unidad, x.cantidad, x.precio_unitario, x.importe
       FROM jsonb_to_recordset($2::jsonb) AS x(orden int, partida_id int, clave text, descripcion text, unidad text,
         cantidad numeric, precio_unitario numeric, importe numeric)`,
      [obraId, JSON.stringify(conceptos)],
    );
  });
}

export function presupuestoRoutes(app: FastifyInstance, client: RawClient, sucursalId: number, usuarioId: number) {
  const obraVisible = async (id: string) =>
    (
      await client.query(`SELECT id, nombre, costo_total, terminado FROM obra WHERE id = $1 AND sucursal_id = $2`, [
        Number(id),
        sucursalId,
      ])
    ).rows[0];

  app.get<{ Params: { id: string } }>('/bare/presupuesto/:id', async (request, reply) => {
    const found = await obraVisible(request.params.id);
    if (!found) return reply.status(404).send({ message: 'no encontrado' });
    const [partidas, sumas] = await Promise.all([
      client.query(
        `SELECT id, padre_id, nivel, clave, descripcion FROM presupuesto_partida WHERE obra_id = $1 ORDER BY orden`,
        [found.id],
      ),
      client.query(
        `SELECT c.partida_id, sum(c.importe)::text AS contratado,
           sum(c.importe + coalesce(a.importe_ajustes, 0))::text AS importe, count(*)::int AS conceptos
         FROM concepto_obra c LEFT JOIN (
           SELECT concepto_obra_id, sum(importe) AS importe_ajustes FROM ajuste_presupuesto
           WHERE obra_id = $1 AND status = 'autorizado' GROUP BY concepto_obra_id
         ) a ON a.concepto_obra_id = c.id
         WHERE c.obra_id = $1 GROUP BY c.partida_id`,
        [found.id],
      ),
    ]);
    const own = new Map(sumas.rows.map((s) => [s.partida_id as number | null, s]));
    const rows = partidas.rows as unknown as Partida[];
    const importes = rollUp(rows, (id) => cents(own.get(id)?.importe));
    const contratados = rollUp(rows, (id) => cents(own.get(id)?.contratado));
    const total = (field: 'importe' | 'contratado') => sumas.rows.reduce((sum, s) => sum + cents(s[field]), 0);
    return {
      obra: found,
      partidas: rows.map((p) => ({
        ...p,
        subtotal: (importes.get(p.id) ?? 0) / 100,
        contratado: (contratados.get(p.id) ?? 0) / 100,
        conceptos: own.get(p.id)?.conceptos ?? 0,
      })),
      conceptos: sumas.rows.reduce((sum, s) => sum + Number(s.conceptos), 0),
      total: total('importe') / 100,
      contratado: total('contratado') / 100,
    };
  });

  app.get<{ Params: { id: string }; Querystring: { partida: string } }>(
    '/bare/presupuesto/:id/conceptos',
    async (request, reply) => {
      const found = await obraVisible(request.params.id);
      if (!found) return reply.status(404).send({ message: 'no encontrado' });
      const { rows } = await client.query(
        `SELECT c.*, ${ajustes('cantidad')}::text AS ajustes_cantidad, ${ajustes('importe')}::text AS ajustes_importe
         FROM concepto_obra c WHERE c.obra_id = $1 AND c.partida_id = $2 ORDER BY c.orden LIMIT ${PAGINA + 1}`,
        [found.id, Number(request.query.partida)],
      );
      return { content: rows.slice(0, PAGINA), siguiente: rows.length > PAGINA ? rows[PAGINA - 1].orden : null };
    },
  );

  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: 20 * 1024 * 1024 } });
    scope.post<{ Params: { id: string } }>('/bare/presupuesto/:id/importar', async (request, reply) => {
      const found = await obraVisible(request.params.id);
      if (!found) return reply.status(404).send({ message: 'no encontrado' });
      let content: Buffer = Buffer.alloc(0);
      let confirmar = false;
      for await (const part of request.parts()) {
        if (part.type === 'file') content = await part.toBuffer();
        else if (part.fieldname === 'confirmar') confirmar = part.value === 'true';
      }
      const renglones = await leerHoja(content);
      if (confirmar) await guardar(client, Number(found.id), usuarioId, renglones);
      const conceptos = renglones.filter((r) => r.unidad !== undefined);
      return {
        partidas: renglones.length - conceptos.length,
        conceptos: conceptos.length,
        total: conceptos.reduce((sum, r) => sum + cents(r.importe), 0) / 100,
        guardado: confirmar,
        renglones: { content: renglones.slice(0, PAGINA), totalElements: renglones.length },
      };
    });
  });
}
