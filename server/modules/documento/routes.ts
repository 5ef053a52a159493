/**
 * GET /api/documento/{id}: the stored file with its type. The route is 'authenticated' because a
 * documento belongs to whichever module stored it (empleados, compras, gastos…); the service then
 * checks the caller's permiso for that module and sucursal, answering 404 when either is missing.
 */
import type { FastifyPluginAsync } from 'fastify';
import { documentoApi as api } from '../../../schemas/api/documento';
import type { DocumentoRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { descargarDocumento } from './service';

/** RFC 6266 header: an ASCII fallback name plus the exact UTF-8 one. */
function contentDisposition(nombre: string): string {
  const ascii =
    nombre
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'documento';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}

export const documentoModule: FastifyPluginAsync = async (app) => {
  app.get<DocumentoRoutes['get']>(
    '/api/documento/:id',
    { config: { access: 'authenticated' }, schema: api.get },
    async (request, reply) => {
      const doc = await descargarDocumento(app.db, app.files, callerOf(request), request.params.id);
      return reply
        .type(doc.tipo)
        .header('content-length', doc.tamano)
        .header('content-disposition', contentDisposition(doc.nombre))
        .header('cache-control', 'private, max-age=3600')
        .send(doc.content);
    },
  );
};
