/**
 * Serves the built SPA with history fallback: unknown non-API paths get index.html (the browser
 * router then shows the page or its 404), unknown /api and /unauth paths a JSON 404. Files go
 * out as the build precompressed them (brotli or gzip, scripts/precompress.ts); the hashed ones
 * under assets/ are cached for a year, everything else is revalidated on every load.
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API = /^\/(api|unauth)(\/|$|\?)/;
/** Vite names every file under assets/ by its content's hash: a new build is a new name. */
const HASHED = `assets${path.sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const spa = fp(async (app: FastifyInstance, opts: { webDir?: string }) => {
  const webDir = opts.webDir;
  const hasSpa = !!webDir && fs.existsSync(path.join(webDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) =>
        reply.header('cache-control', path.relative(webDir, file).startsWith(HASHED) ? IMMUTABLE : 'no-cache'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!hasSpa || API.test(request.url) || request.method !== 'GET') {
      return reply.status(404).send({ message: 'Recurso no encontrado', errors: [] });
    }
    return reply.type('text/html').sendFile('index.html');
  });
});
