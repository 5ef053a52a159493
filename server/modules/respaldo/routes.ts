/**
 * GET /unauth/respaldo (contract: schemas/api/respaldo.ts): the backup of this instance's database
 * and files, streamed. Only `npm run backup` on the same machine asks for it, with the key this
 * instance wrote to DATA_DIR/servidor.json at start: whoever reads DATA_DIR holds the data anyway.
 * Without a key (tests, PostgreSQL, where the command reads the database itself) the route is 404.
 */
import { timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
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
    const body = new PassThrough();
    writeBackup(app.db, local.kind, app.files, body).catch((error) => {
      request.log.error({ err: error }, 'el respaldo fallo');
      body.destroy(error);
    });
    return reply.type('application/gzip').send(body);
  });
};
