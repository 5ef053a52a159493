/**
 * HTTP of the proveedor group (SPEC.md §7). The catalog belongs to the /proveedores menu item;
 * `list` is the supplier autocomplete of other modules' editors (ordenes, compras, gastos, pagos),
 * so any signed-in user may call it, as the obra selector.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { schemas } from '../../../schemas';
import type { Proveedor } from '../../../schemas/generated/proveedor';
import { callerOf } from '../../auth/guard';
import { createProveedor, getProveedor, listProveedores, pageProveedores, updateProveedor } from './service';

const config = { access: { menu: '/proveedores' } };
const lookup = { config: { access: 'authenticated' as const } };
const write = { config, schema: { body: schemas.proveedor } };

const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;

export const proveedorModule: FastifyPluginAsync = async (app) => {
  app.post('/api/proveedor', write, async (request, reply) => {
    reply.status(201);
    return createProveedor(app.db, callerOf(request), request.body as Proveedor);
  });

  app.put('/api/proveedor', write, async (request) =>
    updateProveedor(app.db, callerOf(request), request.body as Proveedor),
  );

  app.get('/api/proveedor/page', { config }, async (request) => pageProveedores(app.db, queryOf(request)));

  app.get('/api/proveedor/list', lookup, async (request) => listProveedores(app.db, queryOf(request).toSearch));

  app.get<{ Params: { idProveedor: string } }>('/api/proveedor/:idProveedor', { config }, async (request) =>
    getProveedor(app.db, request.params.idProveedor),
  );
};
