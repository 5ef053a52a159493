/** HTTP of the cliente group (SPEC.md §7); every route belongs to the /clientes menu item. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { schemas } from '../../../schemas';
import type { Cliente } from '../../../schemas/generated/cliente';
import { callerOf } from '../../auth/guard';
import { createCliente, getCliente, listClientes, pageClientes, updateCliente } from './service';

const config = { access: { menu: '/clientes' } };
const write = { config, schema: { body: schemas.cliente } };

type Query = Record<string, unknown>;
const queryOf = (request: FastifyRequest) => request.query as Query;

export const clienteModule: FastifyPluginAsync = async (app) => {
  app.post('/api/cliente', write, async (request, reply) => {
    reply.status(201);
    return createCliente(app.db, callerOf(request), request.body as Cliente);
  });

  app.put('/api/cliente', write, async (request) => updateCliente(app.db, callerOf(request), request.body as Cliente));

  app.get('/api/cliente', { config }, async (request) => pageClientes(app.db, callerOf(request), queryOf(request)));

  app.get('/api/cliente/list', { config }, async (request) =>
    listClientes(app.db, callerOf(request), queryOf(request).toSearch),
  );

  app.get<{ Params: { idCliente: string } }>('/api/cliente/:idCliente', { config }, async (request) =>
    getCliente(app.db, callerOf(request), request.params.idCliente),
  );
};
