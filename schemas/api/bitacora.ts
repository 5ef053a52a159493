/** GET /api/bitacora: a record's audit history. */
import { answers, pagedQuery, pageOf, type JsonSchema, type RouteContract } from './shared';

const text = { type: 'string' } as const;
const registro = { type: 'string', description: 'Obligatorio salvo para un superusuario' } as const;
const entrada: JsonSchema = {
  type: 'object',
  required: ['id', 'momento', 'tabla', 'accion'],
  properties: {
    id: { type: 'integer' },
    momento: { type: 'string', format: 'date-time' },
    usuario: { type: 'object', required: ['id', 'nombre'], properties: { id: { type: 'integer' }, nombre: text } },
    tabla: text,
    registroId: text,
    accion: text,
    // The audited row as it was and became: any column of any table.
    antes: { type: 'object', additionalProperties: true },
    despues: { type: 'object', additionalProperties: true },
    detalle: text,
    // The names of the records its foreign-key columns hold: column → id → name (only those the caller may see).
    referencias: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: text },
    },
  },
};

export const bitacoraApi = {
  page: {
    summary: 'Historial de cambios y accesos',
    // Which record: the service requires it of everyone but a superuser.
    querystring: pagedQuery([], 'pageSize', { tabla: registro, registroId: registro }),
    response: answers(pageOf(entrada)),
  },
} satisfies Record<string, RouteContract>;
