/**
 * HTTP of the empleado group (contracts: schemas/api/empleado.ts); every route belongs to the
 * /empleados menu item. POST and PUT take a multipart body (part `empleado` with the JSON, optional
 * file part `foto`) or, for convenience, a plain JSON body without photo.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { empleadoApi as api } from '../../../schemas/api/empleado';
import type { EmpleadoRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { sendPdf } from '../../documents/pdf-reply';
import { badRequest } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { credencialPdf } from '../../documents/credencial';
import type { Upload } from '../../documents/documentos';
import { filesNamed, jsonPart, readMultipart } from '../../documents/multipart';
import { requestFiles } from '../../documents/upload-cleanup';
import { createEmpleado, credencialDe, getEmpleado, pageEmpleados, updateEmpleado } from './service';

const config = { access: { menu: '/empleados' } };

/** docs/product.md §5's upload message, for `foto=true` without a photo. */
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

export const empleadoModule: FastifyPluginAsync = async (app) => {
  app.post('/api/empleado', { config, schema: api.create }, async (request, reply) => {
    const { body, foto } = await writeBody(request);
    const created = await createEmpleado(app.db, requestFiles(app, request), callerOf(request), body, foto);
    reply.status(201);
    return created;
  });

  // `foto=true` promises a new photo, `foto=false` keeps the current one whatever was sent;
  // without the flag a `foto` part is a new photo.
  app.put<EmpleadoRoutes['update']>('/api/empleado', { config, schema: api.update }, async (request) => {
    const nuevaFoto = request.query.foto === undefined ? undefined : request.query.foto === 'true';
    const { body, foto } = await writeBody(request);
    if (nuevaFoto && !foto) throw badRequest(INVALID_INPUT, [{ field: 'foto', message: FILE_REQUIRED }]);
    return updateEmpleado(
      app.db,
      requestFiles(app, request),
      callerOf(request),
      body,
      nuevaFoto === false ? undefined : foto,
    );
  });

  app.get<EmpleadoRoutes['page']>('/api/empleado', { config, schema: api.page }, async (request) =>
    pageEmpleados(app.db, callerOf(request), request.query),
  );

  app.get<EmpleadoRoutes['get']>('/api/empleado/:idEmpleado', { config, schema: api.get }, async (request) =>
    getEmpleado(app.db, callerOf(request), request.params.idEmpleado),
  );

  app.get<EmpleadoRoutes['credencial']>(
    '/api/empleado/:idEmpleado/credencial',
    { config, schema: api.credencial },
    async (request, reply) => {
      const data = await credencialDe(app.db, app.files, callerOf(request), request.params.idEmpleado);
      return sendPdf(reply, `credencial-${data.id}`, await credencialPdf(data));
    },
  );
};
