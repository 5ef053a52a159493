/**
 * Security headers (helmet, with the CSP the SPA needs). HSTS and the CSP's
 * upgrade-insecure-requests go only on requests that came over HTTPS (`request.protocol`: the
 * socket's, or X-Forwarded-Proto from a proxy in TRUST_PROXY): on a server opened over plain HTTP
 * (http://<address>:3000 on the office network) they made the browser ask for every asset over
 * https, and the app stayed blank. helmet's headers are the same for every request, so they are
 * collected once at start-up (helmet, through @fastify/helmet, built them again on every request:
 * 3 % of a list's CPU, issue 30).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/** helmet's own HSTS value. */
const HSTS = 'max-age=31536000; includeSubDomains';

const OPTIONS: HelmetOptions = {
  hsts: false,
  contentSecurityPolicy: {
    directives: {
      // No 'unsafe-eval': the browser's validators are precompiled (docs/decisions.md).
      'script-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'frame-src': ["'self'", 'blob:'],
      'object-src': ["'self'", 'blob:'],
      'upgrade-insecure-requests': null,
    },
  },
};

/** The headers helmet writes with `options` on a response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const securityHeaders = fp(async (app: FastifyInstance) => {
  const plain = helmetHeaders(OPTIONS);
  const secure = {
    ...plain,
    'strict-transport-security': HSTS,
    'content-security-policy': `${plain['content-security-policy']};upgrade-insecure-requests`,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? secure : plain);
    done();
  });
});
