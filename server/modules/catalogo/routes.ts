/**
 * HTTP of admin-defined catalogs. `GET /api/catalogo` lists the catalogs with their schemas for the
 * browser to build menu entries and screens: any signed-in user may read it, schemas hold no data.
 *
 * One set of routes serves every catalog under `/api/catalogo/{catalogo}`, so a catalog designed
 * while the server runs is served at once, here and on every instance (./registry.ts). Their access
 * rule is the catalog's own menu link (`/catalogos/{catalogo}`, server/auth/guard.ts), so an admin
 * grants or revokes a catalog per user in Permisos like any module.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { catalogoApi, catalogoRegistroApi as api } from '../../../schemas/api/catalogo';
import { catalogoArchivoApi } from '../../../schemas/api/catalogo-diseno';
import type { CatalogoRegistroRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { jsonPart, readMultipart } from '../../files/multipart';
import { requestFiles } from '../../files/upload-cleanup';
import { sendXlsx } from '../../reports/spreadsheet';
import type { Upload } from '../../files/documentos';
import { notFound } from '../../http-errors';
import { REGISTRO_PART } from '../../../schemas/catalog-fields/served';
import { exportarCatalogo, importarCatalogo } from './hoja-service';
import type { Catalogo } from './registry';
import {
  createRegistro,
  deleteRegistro,
  getRegistro,
  pageRegistros,
  updateRegistro,
  type CatalogoContext,
} from './service';

const config = { access: { menu: '/catalogos/:catalogo' } };

export const CATALOGO_DESCONOCIDO = 'Catalogo no encontrado';

/** A write's record and files: JSON, or multipart with part `registro` and a part per file field. */
async function writeBody(request: FastifyRequest): Promise<{ body: unknown; uploads: Upload[] }> {
  if (!request.isMultipart()) return { body: request.body, uploads: [] };
  const parts = await readMultipart(request);
  return { body: jsonPart(parts, REGISTRO_PART), uploads: parts.files.filter((f) => f.field !== REGISTRO_PART) };
}

export const catalogoModule: FastifyPluginAsync = async (app) => {
  const catalogoOf = async (request: FastifyRequest): Promise<Catalogo> => {
    const catalogo = await app.catalogos.get((request.params as { catalogo: string }).catalogo);
    if (!catalogo) throw notFound(CATALOGO_DESCONOCIDO);
    return catalogo;
  };
  const context = (request: FastifyRequest): CatalogoContext => ({
    catalogos: app.catalogos,
    files: requestFiles(app, request),
  });

  app.get('/api/catalogo', { config: { access: 'authenticated' }, schema: catalogoApi.list }, async () =>
    (await app.catalogos.all()).map((c) => c.schema),
  );

  const path = '/api/catalogo/:catalogo';
  app.get<CatalogoRegistroRoutes['page']>(path, { config, schema: api.page }, async (request) =>
    pageRegistros(app.db, callerOf(request), context(request), await catalogoOf(request), request.query),
  );
  app.get<CatalogoRegistroRoutes['get']>(`${path}/:id`, { config, schema: api.get }, async (request) =>
    getRegistro(app.db, callerOf(request), context(request), await catalogoOf(request), request.params.id),
  );
  app.post(path, { config, schema: api.create }, async (request, reply) => {
    const catalogo = await catalogoOf(request);
    const { body, uploads } = await writeBody(request);
    const created = await createRegistro(app.db, callerOf(request), context(request), catalogo, body, uploads);
    reply.status(201);
    return created;
  });
  app.put(path, { config, schema: api.update }, async (request) => {
    const catalogo = await catalogoOf(request);
    const { body, uploads } = await writeBody(request);
    return updateRegistro(app.db, callerOf(request), context(request), catalogo, body, uploads);
  });
  app.delete<CatalogoRegistroRoutes['delete']>(`${path}/:id`, { config, schema: api.delete }, async (request) =>
    deleteRegistro(app.db, callerOf(request), await catalogoOf(request), request.params.id),
  );

  app.post(`${path}/importar`, { config, schema: catalogoArchivoApi.importar }, async (request) => {
    const catalogo = await catalogoOf(request);
    const parts = await readMultipart(request);
    return importarCatalogo(app.db, callerOf(request), context(request), catalogo, parts);
  });
  app.get<{ Querystring: Record<string, unknown> }>(
    `${path}/exportar`,
    { config, schema: catalogoArchivoApi.exportar },
    async (request, reply) => {
      const catalogo = await catalogoOf(request);
      const content = await exportarCatalogo(app.db, callerOf(request), context(request), catalogo, request.query);
      return sendXlsx(reply, catalogo.schema['x-resource'].label, content);
    },
  );
};
