/**
 * HTTP of the factura group (contracts: schemas/api/factura.ts), under the /cobro menu item. The
 * comprobante's routes are derived (server/domain/document-routes.ts); declared here, the writes
 * and the read, which differ from a document's: POST and PUT take multipart — part `factura` with
 * the JSON (a text field or a JSON Blob) and file parts `files`, one PDF: required on create,
 * optional on edit (a new one replaces the current) — and a read answers the ingresos too; and the
 * lists and the aging. `byObraAndCliente` also serves /demo; `porcoborar` also /ingreso, whose
 * screen lists these.
 */
import type { FastifyRequest } from 'fastify';
import { facturaApi } from '../../../schemas/api/factura';
import type { FacturaRoutes } from '../../../schemas/generated/api';
import { documentRoutes } from '../../domain/document-routes';
import type { Upload } from '../../files/documentos';
import { filesNamed, jsonPart, readMultipart } from '../../files/multipart';
import { requestFiles } from '../../files/upload-cleanup';
import { badRequest } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { receivablesAging } from './receivables-aging';
import {
  checkedFactura,
  createFactura,
  facturas,
  getFactura,
  pageFacturas,
  updateFactura,
  type Factura,
} from './service';

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

export const facturaModule = documentRoutes<FacturaRoutes>(facturas, facturaApi, {
  routes: {
    create: {
      answer: async ({ app, db, caller, request }) => {
        const { body, pdf } = await writeBody(request);
        return createFactura(db, requestFiles(app, request), caller, body, pdf);
      },
    },
    update: {
      answer: async ({ app, db, caller, request }) => {
        const { body, pdf } = await writeBody(request);
        return updateFactura(db, requestFiles(app, request), caller, body, pdf);
      },
    },
    get: {
      answer: ({ db, caller, request }) => getFactura(db, caller, request.params.facturaId),
    },
    page: { answer: ({ db, caller, request }) => pageFacturas(db, caller, request.query) },
    byObraAndCliente: {
      path: '/byObraAndCliente',
      access: { menu: ['/cobro', '/demo'] },
      answer: ({ db, caller, request }) => pageFacturas(db, caller, request.query),
    },
    porCobrar: {
      path: '/porcoborar',
      access: { menu: ['/cobro', '/ingreso'] },
      answer: ({ db, caller, request }) => pageFacturas(db, caller, request.query, true),
    },
    antiguedad: {
      path: '/antiguedad',
      answer: ({ db, caller, request }) => receivablesAging(db, caller, request.query.obraId),
    },
  },
});
