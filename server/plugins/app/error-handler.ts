/**
 * Every error leaves as docs/contract.md's `{ message, errors }`. Client mistakes keep their Spanish
 * message; anything else is logged and answered with a generic 500 that leaks no detail.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, type FieldError } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la peticion no es JSON valido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la peticion esta vacio',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no soportado',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La peticion es demasiado grande',
  FST_REQ_FILE_TOO_LARGE: 'El archivo excede el tamano maximo permitido',
  FST_PARTS_LIMIT: 'La peticion tiene demasiadas partes',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Se esperaba una peticion multipart',
};

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (error.validation) {
      const errors: FieldError[] = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(v.params?.missingProperty ?? ''),
        message: v.message ?? 'Valor invalido',
      }));
      // A query parameter's rule reads as a sentence ('El parametro page debe ser…'): it leads.
      const message = error.validationContext === 'querystring' && errors.length > 0 ? errors[0].message : INVALID_INPUT;
      return reply.status(400).send({ message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? 'Peticion invalida';
      return reply.status(status).send({ message, errors: [] });
    }
    request.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send({ message: 'Error interno del servidor', errors: [] });
  });
});
