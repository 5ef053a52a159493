/**
 * The server's pino options: no secret or personal datum reaches a log line. Values under these
 * keys are censored at any of the first four levels of a logged object, the Authorization header
 * and cookies too, and a request's URL loses the password `/unauth/encriptar/*` carries in its path.
 */
import type { FastifyServerOptions } from 'fastify';

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
