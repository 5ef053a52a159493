/**
 * The contracts of a document declared once (a schema with `x-lifecycle`): create, update and read
 * by id (`crud`), the paged list of an obra, the comprobante upload and its reference when the
 * lifecycle has `adjuntar`, an anexo's upload and removal when it has `anexar`, and one route per
 * other action. server/domain/document-routes.ts
 * registers them; a document whose routes differ (the purchasing ones, named before this existed)
 * writes its own from the same pieces.
 */
import { anexosOf, TITULO_MAXIMO } from '../anexos';
import { lifecycleOf } from '../lifecycle';
import { comprobanteContracts } from './cfdi-contracts';
import type { EntitySchema } from '../types';
import {
  answers,
  crud,
  documentReference,
  filePart,
  idParams,
  idSchema,
  pageOf,
  pagedQuery,
  recordOf,
  type RouteContract,
} from './shared';

export interface DocumentContractOptions {
  /** The summary of each action's route (`aplicar: 'Aplica el gasto …'`). */
  actions?: Record<string, string>;
}

/** Actions the generic layer runs on its own routes: the edit is the update, the uploads `comprobante` and `anexar`. */
const OWN_ROUTE = new Set(['editar', 'adjuntar', 'anexar']);

/** POST …/anexo (multipart: `file`, `titulo`, `tipo`) and DELETE …/anexo/{anexoId}; both answer the document. */
function anexoContracts(schema: EntitySchema, idParam: string): Record<string, RouteContract> {
  const { tipos, accept } = anexosOf(schema);
  const archivos = accept.map((type) => type.split('/')[1].toUpperCase()).join(', ');
  const clases = Object.entries(tipos)
    .map(([tipo, etiqueta]) => `\`${tipo}\` (${etiqueta})`)
    .join(', ');
  return {
    anexar: {
      summary: `${schema.title}: agrega un anexo (${clases}) con su titulo; solo mientras acciones.anexar lo permite`,
      params: idParams(idParam),
      bodyContent: {
        'multipart/form-data': {
          type: 'object',
          required: ['file', 'titulo', 'tipo'],
          properties: {
            file: filePart(`El archivo: ${archivos}`),
            titulo: { type: 'string', minLength: 1, maxLength: TITULO_MAXIMO },
            tipo: { type: 'string', enum: Object.keys(tipos) },
          },
        },
      },
      response: answers(recordOf(schema), 201),
    },
    quitarAnexo: {
      summary: `${schema.title}: quita uno de sus anexos; solo mientras acciones.anexar lo permite`,
      params: idParams(idParam, 'anexoId'),
      response: answers(recordOf(schema)),
    },
  };
}

export function documentContracts(
  schema: EntitySchema,
  idParam: string,
  options: DocumentContractOptions = {},
): Record<string, RouteContract> {
  const lifecycle = lifecycleOf(schema);
  const record = recordOf(schema);
  const params = idParams(idParam);
  const title = schema.title;
  const contracts: Record<string, RouteContract> = {
    ...crud(schema, idParam),
    page: {
      summary: `${schema['x-resource']?.label ?? title} visibles, de una obra (obraId), paginados`,
      querystring: pagedQuery(['toSearch'], 'pageSize', { obraId: idSchema }),
      response: answers(pageOf(record)),
    },
  };
  if (lifecycle.actions.adjuntar) {
    Object.assign(contracts, comprobanteContracts(schema, idParam));
    contracts.comprobanteUrl = { summary: 'Referencia del comprobante', params, response: answers(documentReference) };
  }
  if (lifecycle.actions.anexar) Object.assign(contracts, anexoContracts(schema, idParam));
  for (const action of Object.keys(lifecycle.actions).filter((name) => !OWN_ROUTE.has(name))) {
    contracts[action] = {
      summary: options.actions?.[action] ?? `${action}: ${title}`,
      params,
      response: answers(record),
    };
  }
  return contracts;
}
