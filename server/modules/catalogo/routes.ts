/**
 * HTTP of admin-defined catalogs. `GET /api/catalogo` lists the catalogs with their schemas for the
 * browser to build menu entries and screens: any signed-in user may read it, schemas hold no data.
 *
 * One set of routes serves every catalog under `/api/catalogo/{catalogo}`, so a catalog designed
 * while the server runs is served at once, here and on every instance (./registry.ts). Their access
 * rule is the catalog's own menu link (`/catalogos/{catalogo}`, server/auth/guard.ts), so an admin
 * grants or revokes a catalog per user in Permisos like any module. Declared on the one route layer
 * (server/entity/routes.ts `declaredRoutes`): the record routes where every entity's are, each
 * answered for the catalog its path names.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { catalogoApi, catalogoRegistroApi } from '../../../schemas/api/catalogo';
import { catalogoArchivoApi } from '../../../schemas/api/catalogo-diseno';
import type { CatalogoArchivoRoutes, CatalogoRegistroRoutes } from '../../../schemas/generated/api';
import { declaredRoutes, type RouteCall, type ServedGroup } from '../../entity/routes';
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

export const CATALOGO_DESCONOCIDO = 'Catalogo no encontrado';

/** A write's record and files: JSON, or multipart with part `registro` and a part per file field. */
async function writeBody(request: FastifyRequest): Promise<{ body: unknown; uploads: Upload[] }> {
  if (!request.isMultipart()) return { body: request.body, uploads: [] };
  const parts = await readMultipart(request);
  return { body: jsonPart(parts, REGISTRO_PART), uploads: parts.files.filter((f) => f.field !== REGISTRO_PART) };
}

/** Every catalog's routes, under one path with the catalog as a parameter; the access rule is its own menu link. */
const registros: ServedGroup = {
  name: 'catalogo',
  api: '/api/catalogo/:catalogo',
  access: { menu: '/catalogos/:catalogo' },
};

/** The catalog a request names, 404 when there is none. */
async function catalogoOf({ app, request }: RouteCall<{ Params: { catalogo: string } }>): Promise<Catalogo> {
  const catalogo = await app.catalogos.get(request.params.catalogo);
  if (!catalogo) throw notFound(CATALOGO_DESCONOCIDO);
  return catalogo;
}

const context = ({ app, request }: RouteCall): CatalogoContext => ({
  catalogos: app.catalogos,
  files: requestFiles(app, request),
});

const catalogoRoutes = declaredRoutes(
  { name: 'catalogo', api: '/api/catalogo', access: 'authenticated' },
  'id',
  catalogoApi,
  { routes: { list: { path: '', answer: async ({ app }) => (await app.catalogos.all()).map((c) => c.schema) } } },
);

const registroRoutes = declaredRoutes<CatalogoRegistroRoutes & CatalogoArchivoRoutes>(
  registros,
  'id',
  { ...catalogoRegistroApi, ...catalogoArchivoApi },
  {
    routes: {
      page: {
        answer: async (call) =>
          pageRegistros(call.db, call.caller, context(call), await catalogoOf(call), call.request.query),
      },
      get: {
        answer: async (call) =>
          getRegistro(call.db, call.caller, context(call), await catalogoOf(call), call.request.params.id),
      },
      create: {
        answer: async (call) => {
          const catalogo = await catalogoOf(call);
          const { body, uploads } = await writeBody(call.request);
          return createRegistro(call.db, call.caller, context(call), catalogo, body, uploads);
        },
      },
      update: {
        answer: async (call) => {
          const catalogo = await catalogoOf(call);
          const { body, uploads } = await writeBody(call.request);
          return updateRegistro(call.db, call.caller, context(call), catalogo, body, uploads);
        },
      },
      delete: {
        answer: async (call) => deleteRegistro(call.db, call.caller, await catalogoOf(call), call.request.params.id),
      },
      importar: {
        method: 'POST',
        path: '/importar',
        answer: async (call) => {
          const catalogo = await catalogoOf(call);
          const parts = await readMultipart(call.request);
          return importarCatalogo(call.db, call.caller, context(call), catalogo, parts);
        },
      },
      exportar: {
        path: '/exportar',
        answer: async (call) => {
          const catalogo = await catalogoOf(call);
          const content = await exportarCatalogo(call.db, call.caller, context(call), catalogo, call.request.query);
          return sendXlsx(call.reply, catalogo.schema['x-resource'].label, content);
        },
      },
    },
  },
);

export const catalogoModule: FastifyPluginAsync = async (app) => {
  await app.register(catalogoRoutes);
  await app.register(registroRoutes);
};
