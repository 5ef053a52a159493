/** The auth group of docs/product.md §7: the only routes reachable without a token. */
import type { FastifyPluginAsync } from 'fastify';
import { authApi as api, MAX_PASSWORD_LENGTH } from '../../../schemas/api/auth';
import type { AuthRoutes } from '../../../schemas/generated/api';
import { hashPassword } from '../../auth/passwords';
import { badRequest } from '../../http-errors';
import { parseCredentials } from './credentials';
import { login } from './login.service';

export const authModule: FastifyPluginAsync = async (app) => {
  const config = { access: 'public' as const };

  app.post<AuthRoutes['authenticate']>(
    '/unauth/authenticate',
    { config, schema: api.authenticate },
    async (request) => {
      return { token: app.jwt.sign(await login(app.db, parseCredentials(request.body), request.ip)) };
    },
  );

  app.get('/unauth/ping', { config, schema: api.ping }, async () => ({ estado: 'ok' }));

  // A wildcard, not `:pass`: the router would answer 404 to parameters over 100 characters.
  // Public and CPU-bound (argon2), so a caller gets a few hashes a minute at most.
  const encriptarConfig = { ...config, rateLimit: { max: 10, timeWindow: '1 minute' } };
  app.post<AuthRoutes['encriptar']>(
    '/unauth/encriptar/*',
    { config: encriptarConfig, schema: api.encriptar },
    async (request) => {
      const pass = request.params['*'];
      if (pass.length === 0) throw badRequest('La contrasena es obligatoria');
      if (pass.length > MAX_PASSWORD_LENGTH) {
        throw badRequest(`La contrasena no puede exceder ${MAX_PASSWORD_LENGTH} caracteres`);
      }
      return { hash: await hashPassword(pass) };
    },
  );
};
