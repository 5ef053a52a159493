/**
 * The contracts of a document declared once (a schema with `x-lifecycle`): create, update and read
 * by id (`crud`), the paged list of an obra, the comprobante upload and its reference when the
 * lifecycle has `adjuntar`, and one route per other action. server/domain/document-routes.ts
 * registers them; a document whose routes differ (the purchasing ones, named before this existed)
 * writes its own from the same pieces.
 */
import { lifecycleOf } from '../lifecycle';
import { comprobanteContracts } from './cfdi-contracts';
import type { EntitySchema } from '../types';
import {
  answers,
  crud,
  documentReference,
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

/** Actions the generic layer runs on its own routes: the edit is the update, the upload is `comprobante`. */
const OWN_ROUTE = new Set(['editar', 'adjuntar']);

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
  for (const action of Object.keys(lifecycle.actions).filter((name) => !OWN_ROUTE.has(name))) {
    contracts[action] = {
      summary: options.actions?.[action] ?? `${action}: ${title}`,
      params,
      response: answers(record),
    };
  }
  return contracts;
}
