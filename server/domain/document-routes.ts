/**
 * The HTTP of a document declared once (server/domain/document.ts), from its contracts, on the one
 * route layer of every entity (server/entity/routes.ts). Derived, each under the schema's menu
 * permiso, when the contracts name them:
 * - `create` `POST {api}` (201), `update` `PUT {api}` (or the schema's `x-resource.update`),
 *   `page` `GET {api}?obraId` (paged), `get` `GET {api}/{id}`;
 * - `comprobante` `PATCH {api}/{id}/comprobante`, `comprobanteUrl` `GET …/comprobanteUrl` and
 *   `revisarCfdi` `POST …/revisarCfdi` (a document that takes a CFDI);
 * - `anexar` `POST {api}/{id}/anexo` (201, multipart) and `quitarAnexo` `DELETE {api}/{id}/anexo/{anexoId}`
 *   (a document whose lifecycle has `anexar`: ./anexos.ts);
 * - per lifecycle action, `POST {api}/{id}/{action}` (its body, when its contract takes one, is the
 *   action's input; with `idInBody`, the body's `id` names the document);
 * - for a document with a `charge`, `calendarizarPago` and `descalendarizar` `PUT {api}/{id}/…`: its
 *   charge scheduled for a fechaPago (today without one) or unscheduled;
 * - for a document with `madeFrom`, the source's action `POST {api}/{source's $id}/{idParam}` (201):
 *   the document made from that source.
 * What product.md names otherwise is declared in the options (`paths`, `routes`), not written.
 */
import type { FastifyPluginAsync, RouteGenericInterface } from 'fastify';
import type { RouteContract } from '../../schemas/api/shared';
import { lifecycleOf } from '../../schemas/lifecycle';
import { businessToday } from '../../schemas/today';
import type { Fields } from '../entity/define';
import type { Document, DocumentTable } from './document';
import { scheduleCargo } from './payables';
import {
  groupOf,
  recordRoutes,
  serveContracts,
  type CheckedRequest,
  type DerivedRoutes,
  type RouteCall,
  type RouteOptions,
} from '../entity/routes';
import { anexoUpload } from '../files/anexo-upload';
import { comprobanteUploads, xmlUpload } from '../files/comprobante-upload';
import { requestFiles } from '../files/upload-cleanup';

/** Any declared document: its routes read and write its records as their contracts checked them. */
type AnyDocument = Document<Fields, DocumentTable>;

/** The actions served on routes of their own: the edit is `update`, the uploads `comprobante` and `anexar`. */
const OWN_ROUTE = new Set(['editar', 'adjuntar', 'anexar']);

export function documentRoutes<Routes = Record<string, RouteGenericInterface>>(
  document: AnyDocument,
  contracts: Record<string, RouteContract>,
  options: RouteOptions<Routes> = {},
): FastifyPluginAsync {
  const request = (call: RouteCall) => call.request as CheckedRequest;
  const byId = `/:${document.idParam}`;
  const idOf = (call: RouteCall) => request(call).params[document.idParam];

  const derived: DerivedRoutes = {
    ...recordRoutes(document),
    page: { path: '', answer: (call) => document.pageOfObra(call.db, call.caller, request(call).query) },
    comprobante: {
      method: 'PATCH',
      path: `${byId}/comprobante`,
      answer: (call) =>
        document.attach(call.db, requestFiles(call.app, call.request), call.caller, idOf(call), () =>
          comprobanteUploads(call.request),
        ),
    },
    comprobanteUrl: {
      path: `${byId}/comprobanteUrl`,
      answer: (call) => document.comprobanteUrl(call.db, call.caller, idOf(call)),
    },
    revisarCfdi: {
      method: 'POST',
      path: `${byId}/revisarCfdi`,
      answer: (call) => document.revisarCfdi(call.db, call.caller, idOf(call), () => xmlUpload(call.request)),
    },
  };
  if (document.anexos) {
    const anexos = document.anexos;
    derived.anexar = {
      method: 'POST',
      path: `${byId}/anexo`,
      status: 201,
      answer: (call) =>
        anexos.add(call.db, requestFiles(call.app, call.request), call.caller, idOf(call), () =>
          anexoUpload(call.request),
        ),
    };
    derived.quitarAnexo = {
      method: 'DELETE',
      path: `${byId}/anexo/:anexoId`,
      answer: (call) => anexos.remove(call.db, call.caller, idOf(call), request(call).params.anexoId as number),
    };
  }
  const lifecycle = lifecycleOf(document.schema);
  for (const action of Object.keys(lifecycle.actions).filter((action) => !OWN_ROUTE.has(action))) {
    derived[action] = {
      method: 'POST',
      path: `${byId}/${action}`,
      answer: (call) => {
        const body = request(call).body ?? {};
        const id = options.paths?.[action]?.idInBody ? (body.id as number) : idOf(call);
        return document.perform(call.db, call.caller, action, id, body);
      },
    };
  }
  if (document.charge) {
    const charge = document.charge;
    /** The charge scheduled (a date) or unscheduled (null): 404 before reading it when the document is not visible. */
    const schedule = async (call: RouteCall, fechaPago: string | null, confirmar?: boolean) => {
      await document.get(call.db, call.caller, idOf(call));
      const which = { tipoDocumento: charge, documentoId: idOf(call) };
      return scheduleCargo(call.db, call.caller, which, fechaPago, confirmar);
    };
    derived.calendarizarPago = {
      method: 'PUT',
      path: `${byId}/calendarizarPago`,
      answer: (call) => {
        const query = request(call).query as { fechaPago?: string; confirmar?: boolean };
        return schedule(call, query.fechaPago ?? businessToday(), query.confirmar);
      },
    };
    derived.descalendarizar = {
      method: 'PUT',
      path: `${byId}/descalendarizar`,
      answer: (call) => schedule(call, null),
    };
  }
  if (document.madeFrom) {
    const { source, action, idParam } = document.madeFrom;
    if (derived[action])
      throw new Error(`${document.schema.$id}: la accion ${action} de su origen ya es una ruta suya`);
    derived[action] = {
      method: 'POST',
      path: `/${source.schema.$id}/:${idParam}`,
      status: 201,
      answer: (call) => document.makeFrom(call.db, call.caller, request(call).params[idParam]),
    };
  }
  const group = groupOf(document.schema, options.access);
  return serveContracts(group, contracts, derived, options as RouteOptions<unknown>);
}
