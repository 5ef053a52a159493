/**
 * HTTP of the proveedor group (contracts: schemas/api/proveedor.ts). Every route belongs to the
 * /proveedores menu item; the supplier autocomplete also to the purchasing documents, whose users
 * get only id and nombre (server/auth/lookup-view.ts), never RFC, contact or credit.
 */
import type { FastifyPluginAsync } from 'fastify';
import { schemas } from '../../../schemas';
import { proveedorApi as api } from '../../../schemas/api/proveedor';
import type { ProveedorRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { createProveedor, getProveedor, listProveedores, pageProveedores, updateProveedor } from './service';
import { pickerAccess } from '../common/picker-access';

const config = { access: { menu: '/proveedores' } };

export const proveedorModule: FastifyPluginAsync = async (app) => {
  app.post<ProveedorRoutes['create']>('/api/proveedor', { config, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return createProveedor(app.db, callerOf(request), request.body);
  });

  app.put<ProveedorRoutes['update']>('/api/proveedor', { config, schema: api.update }, async (request) =>
    updateProveedor(app.db, callerOf(request), request.body),
  );

  app.get<ProveedorRoutes['page']>('/api/proveedor/page', { config, schema: api.page }, async (request) =>
    pageProveedores(app.db, request.query),
  );

  app.get<ProveedorRoutes['list']>(
    '/api/proveedor/list',
    { config: pickerAccess(schemas.proveedor), schema: api.list },
    async (request) => listProveedores(app.db, request.query.toSearch),
  );

  app.get<ProveedorRoutes['get']>('/api/proveedor/:idProveedor', { config, schema: api.get }, async (request) =>
    getProveedor(app.db, request.params.idProveedor),
  );
};
