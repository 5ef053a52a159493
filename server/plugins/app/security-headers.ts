/**
 * Security headers (helmet, with the CSP the SPA needs). HSTS and the CSP's
 * upgrade-insecure-requests go only on requests that came over HTTPS (`request.protocol`: the
 * socket's, or X-Forwarded-Proto from a proxy in TRUST_PROXY): on a server opened over plain HTTP
 * (http://<address>:3000 on the office network) they made the browser ask for every asset over
 * https, and the app stayed blank.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** helmet's own HSTS value. */
const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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
  });
  // After helmet's hook, which has written the CSP by now.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    reply.header(
      'content-security-policy',
      `${String(reply.getHeader('content-security-policy'))};upgrade-insecure-requests`,
    );
  });
});
