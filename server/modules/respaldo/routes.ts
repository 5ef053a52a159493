/**
 * GET /unauth/respaldo (contract: schemas/api/respaldo.ts): the backup of this instance's database
 * and files, streamed. Only `npm run backup` on the same machine asks for it, with the key this
 * instance wrote to DATA_DIR/servidor.json at start: whoever reads DATA_DIR holds the data anyway.
 * Without a key (tests, PostgreSQL, where the command reads the database itself) the route is 404.
 */
import { timingSafeEqual } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { respaldoApi as api } from '../../../schemas/api/respaldo';
import { writeBackup } from '../../backup/dump';
import { forbidden, notFound } from '../../http-errors';

export const CLAVE_HEADER = 'x-clave-respaldo';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The key of the local backup route; none: the route is off. */
    respaldoLocal?: { clave: string; kind: 'pglite' | 'postgres' };
  }
}

const sameKey = (sent: string, key: string) =>
  sent.length === key.length && timingSafeEqual(Buffer.from(sent), Buffer.from(key));

export const respaldoModule: FastifyPluginAsync = async (app) => {
  app.get('/unauth/respaldo', { config: { access: 'public' }, schema: api.local }, async (request, reply) => {
    const local = app.respaldoLocal;
    if (!local) throw notFound();
    // The socket's own address: X-Forwarded-For never makes a remote caller local.
    const sent = request.headers[CLAVE_HEADER];
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || typeof sent !== 'string' || !sameKey(sent, local.clave)) {
      throw forbidden('Solo el respaldo local de esta maquina puede pedir esta ruta');
    }
    // Until its first bytes the backup can still answer an error of its own — a full disk for its
    // temporary files 507, the database away 503 — which the command prints; once streaming, a
    // failure cuts the stream short and the command removes what it had written.
    let started: () => void = () => undefined;
    const firstBytes = new Promise<undefined>((resolve) => (started = () => resolve(undefined)));
    const body = new Transform({
      transform(chunk, _encoding, done) {
        started();
        done(null, chunk);
      },
    });
    const failed = writeBackup(app.db, local.kind, app.files, body).then(
      () => undefined,
      (error: Error) => {
        body.destroy(error);
        return error;
      },
    );
    const early = await Promise.race([firstBytes, failed]);
    if (early) throw early;
    void failed.then((error) => error && request.log.error({ err: error }, 'el respaldo fallo'));
    return reply.type('application/gzip').send(body);
  });
};
