/**
 * HTTP of the sucursal group (SPEC.md §7). Managing sucursales is a Configuracion task, so it needs
 * ROLE_ADMIN or above (DESIGN.md §4). `lista` and one sucursal by id feed the sucursal selectors
 * and fields of other editors (a user's own profile shows their sucursal), so any signed-in user
 * may read them; names and addresses of branches are not confidential.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { schemas } from '../../../schemas';
import type { Sucursal } from '../../../schemas/generated/sucursal';
import { callerOf } from '../../auth/guard';
import { createSucursal, getSucursal, listaSucursales, paginaSucursales, updateSucursal } from './service';

const config = { access: { role: 'ROLE_ADMIN' as const } };
const write = { config, schema: { body: schemas.sucursal } };
const lookup = { config: { access: 'authenticated' as const } };

const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;

export const sucursalModule: FastifyPluginAsync = async (app) => {
  app.post('/api/sucursal', write, async (request, reply) => {
    reply.status(201);
    return createSucursal(app.db, callerOf(request), request.body as Sucursal);
  });

  app.put('/api/sucursal', write, async (request) => updateSucursal(app.db, callerOf(request), request.body as Sucursal));

  app.get('/api/sucursal/lista', lookup, async () => listaSucursales(app.db));

  app.get('/api/sucursal/paginaPorNombre', { config }, async (request) => paginaSucursales(app.db, queryOf(request)));

  app.get<{ Params: { idSucursal: string } }>('/api/sucursal/:idSucursal', lookup, async (request) =>
    getSucursal(app.db, request.params.idSucursal),
  );
};
