/** Routes of the empleado group (`/api/empleado`): multipart writes with an optional photo, the credencial PDF. */
import { schemas } from '..';
import { answers, binary, crud, idParams, type JsonSchema, type RouteContract } from './shared';

const { create, update, page, get } = crud(schemas.empleado, 'idEmpleado');

/**
 * POST and PUT take multipart (part `empleado` with the JSON, optional file part `foto`) or a plain
 * JSON body; the route reads the parts and validates the record with the entity schema itself.
 */
const consumes = ['multipart/form-data', 'application/json'];

const fotoFlag: JsonSchema = {
  type: 'object',
  properties: {
    foto: { type: 'string', enum: ['true', 'false'], errorMessage: 'El parametro foto debe ser true o false' },
  },
};

export const empleadoApi = {
  create: { summary: create.summary, consumes, response: create.response },
  update: {
    summary: update.summary,
    description: update.description,
    consumes,
    querystring: fotoFlag,
    response: update.response,
  },
  page,
  get,
  credencial: {
    summary: 'Credencial del empleado (PDF)',
    params: idParams('idEmpleado'),
    response: answers(binary('La credencial en una pagina', 'application/pdf')),
  },
} satisfies Record<string, RouteContract>;
