/**
 * HTTP of the factura group (contracts: schemas/api/factura.ts), under the /cobro menu item. POST and
 * PUT take multipart: part `factura` with the JSON (a text field or a JSON Blob) and file parts
 * `files`, one PDF: required on create, optional on edit (a new one replaces the current).
 * `byObraAndCliente` also serves /demo; `porcoborar` also /ingreso, whose screen lists these.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { facturaApi as api } from '../../../schemas/api/factura';
import type { FacturaRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { FILE_REQUIRED } from '../../documents/comprobante-upload';
import { comprobanteRoutes } from '../../documents/document-routes';
import type { Upload } from '../../documents/documentos';
import { filesNamed, jsonPart, readMultipart } from '../../documents/multipart';
import { requestFiles } from '../../documents/upload-cleanup';
import { badRequest } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { antiguedad } from './antiguedad';
import {
  checkedFactura,
  createFactura,
  facturas,
  getFactura,
  pageFacturas,
  updateFactura,
  type Factura,
} from './service';

const config = { access: { menu: '/cobro' } };

/** The factura and its PDF; the body is checked before the file, so a bad body answers its own 400. */
async function writeBody(request: FastifyRequest): Promise<{ body: Factura; pdf?: Upload }> {
  if (!request.isMultipart()) {
    throw badRequest(INVALID_INPUT, [{ field: 'factura', message: 'Envie la factura como multipart' }]);
  }
  const parts = await readMultipart(request);
  const body = checkedFactura(jsonPart(parts, 'factura'));
  const pdfs = filesNamed(parts, 'files').filter((file) => file.content.length > 0);
  // One comprobanteId per factura: a second PDF would be stored with nothing pointing at it.
  if (pdfs.length > 1) throw badRequest(INVALID_INPUT, [{ field: 'files', message: 'Envie un solo PDF' }]);
  return { body, pdf: pdfs[0] };
}

export const facturaModule: FastifyPluginAsync = async (app) => {
  app.post('/api/factura', { config, schema: api.create }, async (request, reply) => {
    const { body, pdf } = await writeBody(request);
    if (!pdf) throw badRequest(INVALID_INPUT, [{ field: 'files', message: FILE_REQUIRED }]);
    const created = await createFactura(app.db, requestFiles(app, request), callerOf(request), body, pdf);
    reply.status(201);
    return created;
  });

  app.put('/api/factura', { config, schema: api.update }, async (request) => {
    const { body, pdf } = await writeBody(request);
    return updateFactura(app.db, requestFiles(app, request), callerOf(request), body, pdf);
  });

  app.get<FacturaRoutes['page']>('/api/factura', { config, schema: api.page }, async (request) =>
    pageFacturas(app.db, callerOf(request), request.query),
  );

  app.get<FacturaRoutes['byObraAndCliente']>(
    '/api/factura/byObraAndCliente',
    { config: { access: { menu: ['/cobro', '/demo'] } }, schema: api.byObraAndCliente },
    async (request) => pageFacturas(app.db, callerOf(request), request.query),
  );

  app.get<FacturaRoutes['porCobrar']>(
    '/api/factura/porcoborar',
    { config: { access: { menu: ['/cobro', '/ingreso'] } }, schema: api.porCobrar },
    async (request) => pageFacturas(app.db, callerOf(request), request.query, true),
  );

  app.get<FacturaRoutes['antiguedad']>('/api/factura/antiguedad', { config, schema: api.antiguedad }, async (request) =>
    antiguedad(app.db, callerOf(request), request.query.obraId),
  );

  app.get<FacturaRoutes['get']>('/api/factura/:facturaId', { config, schema: api.get }, async (request) =>
    getFactura(app.db, callerOf(request), request.params.facturaId),
  );

  comprobanteRoutes(app, facturas, api);
};
