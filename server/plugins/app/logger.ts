/**
 * The server's pino options and its one line per request. No secret or personal datum reaches a
 * log line. Values under these
 * keys are censored at any of the first four levels of a logged object, the Authorization header
 * and cookies too, and a request's URL loses the password `/unauth/encriptar/*` carries in its path.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

const SECRET_KEYS = [
  'password',
  'passwordActual',
  'passwordHash',
  'hash',
  'token',
  'secret',
  'rfc',
  'curp',
  'nss',
  'authorization',
  'cookie',
];

const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

/** The one public route with a secret in its path; its logged URL keeps the route, not the secret. */
export const redactUrl = (url: string) => url.replace(/^(\/unauth\/encriptar\/)[^?#]*/, '$1[REDACTED]');

interface RawRequest {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
    serializers: {
      req: (req: RawRequest) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * One line per answered request at `info` (fastify's own two, 'incoming request' and 'request
 * completed', are off: app.ts `logController`), its fields in the message, so it is written
 * without serializing or redacting an object (docs/decisions.md, "Speed of lists and saves"):
 * `GET /api/cliente?page=0 200 3.2 ms usuario=5`, with the request's `reqId`.
 */
export const requestLine = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const usuario = request.caller ? ` usuario=${request.caller.id}` : '';
    request.log.info(
      `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms${usuario}`,
    );
    done();
  });
});
