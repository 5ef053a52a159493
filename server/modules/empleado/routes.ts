/**
 * HTTP of the empleado group (SPEC.md §7, DESIGN.md §3 Multipart); every route belongs to the
 * /empleados menu item. POST and PUT take a multipart body (part `empleado` with the JSON, optional
 * file part `foto`) or, for convenience, a plain JSON body without photo.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import { badRequest } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { credencialPdf } from '../../documents/credencial';
import type { Upload } from '../../documents/documentos';
import { filesNamed, jsonPart, readMultipart } from '../../documents/multipart';
import { createEmpleado, credencialDe, getEmpleado, pageEmpleados, updateEmpleado } from './service';

const config = { access: { menu: '/empleados' } };

/** SPEC.md §5's upload message, for `foto=true` without a photo. */
const FILE_REQUIRED = 'A file is required for upload.';

interface WriteBody {
  body: unknown;
  foto?: Upload;
}

async function writeBody(request: FastifyRequest): Promise<WriteBody> {
  if (!request.isMultipart()) return { body: request.body };
  const parts = await readMultipart(request);
  const fotos = filesNamed(parts, 'foto');
  if (fotos.length > 1) throw badRequest(INVALID_INPUT, [{ field: 'foto', message: 'Envie una sola foto' }]);
  return { body: jsonPart(parts, 'empleado'), foto: fotos[0] };
}

/**
 * PUT's `foto` flag: `true` promises a new photo, `false` keeps the current one whatever was sent;
 * without the flag a `foto` part is a new photo.
 */
function fotoFlag(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest(INVALID_INPUT, [{ field: 'foto', message: 'El parametro foto debe ser true o false' }]);
}

export const empleadoModule: FastifyPluginAsync = async (app) => {
  app.post('/api/empleado', { config }, async (request, reply) => {
    const { body, foto } = await writeBody(request);
    const created = await createEmpleado(app.db, app.files, callerOf(request), body, foto);
    reply.status(201);
    return created;
  });

  app.put<{ Querystring: { foto?: string } }>('/api/empleado', { config }, async (request) => {
    const nuevaFoto = fotoFlag(request.query.foto);
    const { body, foto } = await writeBody(request);
    if (nuevaFoto && !foto) throw badRequest(INVALID_INPUT, [{ field: 'foto', message: FILE_REQUIRED }]);
    return updateEmpleado(app.db, app.files, callerOf(request), body, nuevaFoto === false ? undefined : foto);
  });

  app.get('/api/empleado', { config }, async (request) =>
    pageEmpleados(app.db, callerOf(request), request.query as Record<string, unknown>),
  );

  app.get<{ Params: { idEmpleado: string } }>('/api/empleado/:idEmpleado', { config }, async (request) =>
    getEmpleado(app.db, callerOf(request), request.params.idEmpleado),
  );

  app.get<{ Params: { idEmpleado: string } }>('/api/empleado/:idEmpleado/credencial', { config }, async (request, reply) => {
    const data = await credencialDe(app.db, app.files, callerOf(request), request.params.idEmpleado);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="credencial-${data.id}.pdf"`)
      .send(await credencialPdf(data));
  });
};
