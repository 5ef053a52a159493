/** HTTP of the cliente group (contracts: schemas/api/cliente.ts); every route belongs to the /clientes menu item. */
import type { FastifyPluginAsync } from 'fastify';
import { clienteApi as api } from '../../../schemas/api/cliente';
import type { ClienteRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { createCliente, getCliente, listClientes, pageClientes, updateCliente } from './service';

const config = { access: { menu: '/clientes' } };

export const clienteModule: FastifyPluginAsync = async (app) => {
  app.post<ClienteRoutes['create']>('/api/cliente', { config, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return createCliente(app.db, callerOf(request), request.body);
  });

  app.put<ClienteRoutes['update']>('/api/cliente', { config, schema: api.update }, async (request) =>
    updateCliente(app.db, callerOf(request), request.body),
  );

  app.get<ClienteRoutes['page']>('/api/cliente', { config, schema: api.page }, async (request) =>
    pageClientes(app.db, callerOf(request), request.query),
  );

  app.get<ClienteRoutes['list']>('/api/cliente/list', { config, schema: api.list }, async (request) =>
    listClientes(app.db, callerOf(request), request.query.toSearch),
  );

  app.get<ClienteRoutes['get']>('/api/cliente/:idCliente', { config, schema: api.get }, async (request) =>
    getCliente(app.db, callerOf(request), request.params.idCliente),
  );
};
