import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db/client';

// The application with a single module that forgets to declare `config.access`.
vi.mock('../modules', () => ({
  modules: [
    async (app: FastifyInstance) => {
      app.get('/api/olvidada', async () => ({}));
    },
  ],
  namedQueries: [],
}));

describe('a route under /api without an access rule', () => {
  it('stops the application from starting', async () => {
    await expect(
      buildApp({ db: {} as Db, databaseKind: 'pglite', jwtSecret: 'x', logLevel: 'silent' }),
    ).rejects.toThrow('La ruta GET /api/olvidada no declara su regla de acceso');
  });
});
