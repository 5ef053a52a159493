/**
 * Every error leaves as docs/contract.md's `{ message, errors }`, in Spanish: the route's own
 * errors, Fastify's (bad JSON, content type, size, a bad URL) and Node's parser errors on the raw
 * socket (a malformed request, headers too large). A database refusal caused by the data (a
 * duplicate key, a value out of range) is the client's 409 or 400. A database that cannot be
 * reached is a 503 with Retry-After (../../db/outage.ts), logged once per outage; a statement past
 * its timeout a 503, a row held past the lock timeout a 409; a full disk a 507. Anything else is
 * logged, without the query's parameters, and answered with a generic 500 that leaks no detail.
 */
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, type FieldError } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { isDiskFull, SIN_ESPACIO } from '../../disk-full';
import { BASE_NO_RESPONDE, CONSULTA_LENTA, isOutage, REGISTRO_OCUPADO, RETRY_AFTER_S } from '../../db/outage';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la peticion no es JSON valido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la peticion esta vacio',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no soportado',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del cuerpo no coincide con Content-Length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La peticion es demasiado grande',
  FST_REQ_FILE_TOO_LARGE: 'El archivo excede el tamano maximo permitido',
  FST_PARTS_LIMIT: 'La peticion tiene demasiadas partes',
  FST_FILES_LIMIT: 'La peticion tiene demasiados archivos',
  FST_FIELDS_LIMIT: 'La peticion tiene demasiados campos',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Se esperaba una peticion multipart',
  FST_ERR_BAD_URL: 'La direccion solicitada no es valida',
  FST_ERR_MAX_PARAM_LENGTH: 'La direccion solicitada es demasiado larga',
};
const CLIENT_ERROR = 'Peticion invalida';
export const DUPLICATE = 'Ya existe un registro con esos datos';
export const STILL_REFERENCED = 'El registro esta relacionado con otros registros';

/** The SQLSTATE of a failed query, through Drizzle's wrapper (the driver's error is its cause). */
function sqlState(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * A database refusal the data caused: a unique key (409), a foreign key (409), class 22 data
 * exceptions (400); or one that says nothing of the data: a row held past the lock timeout (409),
 * a statement past its timeout (503), a full disk (507).
 */
function databaseAnswer(error: unknown): HttpError | null {
  const state = sqlState(error);
  if (state === '23505') return new HttpError(409, DUPLICATE);
  if (state === '23503') return new HttpError(409, STILL_REFERENCED);
  if (state?.startsWith('22')) return new HttpError(400, INVALID_INPUT);
  if (state === '55P03') return new HttpError(409, REGISTRO_OCUPADO);
  if (state === '57014') return new HttpError(503, CONSULTA_LENTA);
  if (isDiskFull(error)) return new HttpError(507, SIN_ESPACIO);
  return null;
}

/**
 * What is logged of an unexpected error: Drizzle's message carries the query's parameters (a
 * password hash, an RFC), so a database error is logged by its code, the driver's message and
 * the parameterized SQL only.
 */
export function loggable(error: unknown): Record<string, unknown> {
  const e = error as { name?: string; message?: string; stack?: string; query?: string; cause?: { message?: string } };
  const state = sqlState(error);
  if (state || e.query !== undefined)
    return { type: e.name, code: state, message: e.cause?.message ?? e.message, query: e.query };
  return { type: e.name, message: e.message, stack: e.stack };
}

export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
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
    return reply.status(status).send({ message: FRAMEWORK_MESSAGES[error.code] ?? CLIENT_ERROR, errors: [] });
  }
  if (isOutage(error)) {
    // Logged once per outage by the health check, not once per request.
    request.server.databaseHealth.lost(error);
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_S))
      .send({ message: BASE_NO_RESPONDE, errors: [] });
  }
  const answer = databaseAnswer(error);
  if (answer?.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_S));
  if (answer) return reply.status(answer.statusCode).send({ message: answer.message, errors: [] });
  request.log.error({ err: loggable(error) }, 'error no controlado');
  return reply.status(500).send({ message: 'Error interno del servidor', errors: [] });
}

/** Fastify's errors raised before a route runs (a URL that does not decode), answered as any other. */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  answerError(error, request, reply);

/** Node's HTTP parser refused the request before Fastify saw it: answered on the raw socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'Los encabezados de la peticion son demasiado grandes']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'La peticion tardo demasiado']
        : [400, 'Bad Request', 'La peticion HTTP esta mal formada'];
  const body = JSON.stringify({ message, errors: [] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(answerError);
});
