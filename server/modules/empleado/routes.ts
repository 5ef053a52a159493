/**
 * HTTP of the empleado group (contracts: schemas/api/empleado.ts), derived from the entity; every
 * route belongs to the /empleados menu item. Declared here: POST and PUT take a multipart body (part
 * `empleado` with the JSON, optional file part `foto`) or, for convenience, a plain JSON body without
 * photo, read here (what a photo or the `foto` flag means is the service's); and the credencial's PDF.
 */
import type { FastifyRequest } from 'fastify';
import { empleadoApi } from '../../../schemas/api/empleado';
import type { EmpleadoRoutes } from '../../../schemas/generated/api';
import { sendPdf } from '../../reports/pdf-reply';
import { badRequest } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { credencialPdf } from '../../reports/credencial';
import type { Upload } from '../../files/documentos';
import { filesNamed, jsonPart, readMultipart } from '../../files/multipart';
import { requestFiles } from '../../files/upload-cleanup';
import { entityRoutes } from '../../entity/routes';
import { createEmpleado, credencialDe, empleados, updateEmpleado } from './service';

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

export const empleadoModule = entityRoutes<EmpleadoRoutes>(empleados, empleadoApi, {
  routes: {
    create: {
      answer: async ({ app, db, caller, request }) => {
        const { body, foto } = await writeBody(request);
        return createEmpleado(db, requestFiles(app, request), caller, body, foto);
      },
    },
    update: {
      answer: async ({ app, db, caller, request }) => {
        const nuevaFoto = request.query.foto === undefined ? undefined : request.query.foto === 'true';
        const { body, foto } = await writeBody(request);
        return updateEmpleado(db, requestFiles(app, request), caller, body, foto, nuevaFoto);
      },
    },
    credencial: {
      path: '/:idEmpleado/credencial',
      answer: async ({ app, db, caller, request, reply }) => {
        const data = await credencialDe(db, app.files, caller, request.params.idEmpleado);
        return sendPdf(reply, `credencial-${data.id}`, await credencialPdf(data));
      },
    },
  },
});
