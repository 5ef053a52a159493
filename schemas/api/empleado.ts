/** Routes of the empleado group (`/api/empleado`): multipart writes with an optional photo, the credencial PDF. */
import { schemas } from '..';
import {
  answers,
  binary,
  crud,
  documentedPart,
  filePart,
  idParams,
  type JsonSchema,
  type RouteContract,
} from './shared';

const { create, update, page, get } = crud(schemas.empleado, 'idEmpleado');

/**
 * POST and PUT take multipart (part `empleado` with the JSON, optional file part `foto`) or a plain
 * JSON body; the route reads the parts and validates the record with the entity schema itself.
 */
const bodyContent = (record: JsonSchema) => ({
  'multipart/form-data': {
    type: 'object',
    required: ['empleado'],
    properties: {
      empleado: { ...record, description: 'El empleado en JSON, como campo de texto o como archivo' },
      foto: filePart('La foto: PNG o JPEG'),
    },
  },
  'application/json': record,
});

const fotoFlag: JsonSchema = {
  type: 'object',
  properties: {
    foto: {
      type: 'string',
      enum: ['true', 'false'],
      description: 'true: la peticion trae la foto nueva (obligatoria); false: se conserva la actual',
      errorMessage: 'El parametro foto debe ser true o false',
    },
  },
};

export const empleadoApi = {
  create: { summary: create.summary, bodyContent: bodyContent(create.body), response: create.response },
  update: {
    summary: update.summary,
    description: update.description,
    bodyContent: bodyContent(documentedPart(update.body)),
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
