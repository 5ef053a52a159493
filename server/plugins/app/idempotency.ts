/**
 * Idempotent writes (docs/contract.md "Idempotency-Key", docs/decisions.md): a write (POST, PUT,
 * PATCH, DELETE) a signed-in caller sends with an `Idempotency-Key` header is done once per caller
 * and key. The first request takes the key (an `idempotencia` row without an answer yet) and its
 * successful answer — status, content type and body — is kept a day; a repeat with the same
 * method, URL and body is answered with it (header `Idempotency-Replayed: true`), a repeat that
 * arrives while the first still runs waits for its answer, and a repeat whose method, URL or body
 * differ is refused (422). An answer that is not a success releases the key: that write stored
 * nothing (its transaction rolled back), so the form may be sent again, corrected, with its key.
 * The browser makes one key per form opening (src/dataProvider/idempotency.ts).
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { idempotencia } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http-errors';

export const IDEMPOTENCY_KEY = 'idempotency-key';
export const REPLAYED = 'idempotency-replayed';

export const CLAVE_INVALIDA =
  'La clave de idempotencia (Idempotency-Key) no es valida: de 8 a 100 letras, digitos, guiones, puntos o dos puntos';
export const CLAVE_DE_OTRA_PETICION =
  'Esta clave de idempotencia ya se uso con otra peticion; vuelva a abrir el formulario e intente de nuevo';
export const EN_PROCESO = 'Una peticion igual aun se esta procesando; espere un momento y revise si ya se guardo';

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long an answer is kept, and when a key whose first request never answered (a crash) is free again. */
const KEPT = sql`interval '1 day'`;
const ABANDONED = sql`interval '10 minutes'`;
/** How long a repeat waits for the first request's answer before its 409. */
const WAIT_MS = 30_000;

interface Held {
  usuarioId: number;
  clave: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request took and must answer or release (onSend). */
    idempotency: Held | null;
  }
}

/** Takes the key when it is free, expired or abandoned; false when another request holds it. */
async function take(db: Db, held: Held, peticion: string, huella: string): Promise<boolean> {
  const fresh = { peticion, huella, estado: null, tipo: null, respuesta: null, creado: sql`now()` };
  const rows = await db
    .insert(idempotencia)
    .values({ ...held, peticion, huella })
    .onConflictDoUpdate({
      target: [idempotencia.usuarioId, idempotencia.clave],
      set: fresh,
      setWhere: sql`${idempotencia.creado} < now() - ${KEPT}
        OR (${idempotencia.estado} IS NULL AND ${idempotencia.creado} < now() - ${ABANDONED})`,
    })
    .returning({ clave: idempotencia.clave });
  return rows.length === 1;
}

const keyOf = (held: Held) => and(eq(idempotencia.usuarioId, held.usuarioId), eq(idempotencia.clave, held.clave));

export const idempotency = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const clave = request.headers[IDEMPOTENCY_KEY];
    if (clave === undefined || !WRITES.has(request.method) || !request.caller) return;
    if (typeof clave !== 'string' || !KEY.test(clave)) throw badRequest(CLAVE_INVALIDA);
    // Expired keys go with the next write that brings one (the index on creado keeps it cheap).
    await app.db.delete(idempotencia).where(lt(idempotencia.creado, sql`now() - ${KEPT}`));
    const held = { usuarioId: request.caller.id, clave };
    const peticion = `${request.method} ${request.url}`;
    // A multipart body is read by its handler, later: its parts are not compared (body undefined).
    const huella = createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
    const deadline = Date.now() + WAIT_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 500)) {
      if (await take(app.db, held, peticion, huella)) {
        request.idempotency = held;
        return;
      }
      const [kept] = await app.db.select().from(idempotencia).where(keyOf(held));
      // Released by a failed first request in between: take it now.
      if (!kept) continue;
      if (kept.peticion !== peticion || kept.huella !== huella) throw new HttpError(422, CLAVE_DE_OTRA_PETICION);
      if (kept.estado !== null) {
        reply.code(kept.estado).header(REPLAYED, 'true');
        if (kept.tipo) reply.header('content-type', kept.tipo);
        return reply.send(kept.respuesta);
      }
      if (Date.now() >= deadline) throw conflict(EN_PROCESO);
      await sleep(pause);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    const text = payload === null || payload === undefined ? '' : typeof payload === 'string' ? payload : null;
    try {
      if (success && text !== null) {
        const tipo = reply.getHeader('content-type');
        await app.db
          .update(idempotencia)
          .set({ estado: reply.statusCode, tipo: tipo === undefined ? null : String(tipo), respuesta: text })
          .where(keyOf(held));
      } else {
        await app.db.delete(idempotencia).where(keyOf(held));
      }
    } catch (err) {
      // The write is done; only its replay is lost: a repeat waits, then the key is abandoned.
      request.log.error({ err }, 'no se pudo guardar la respuesta de la clave de idempotencia');
    }
    return payload;
  });
});
