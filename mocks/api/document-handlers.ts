/**
 * The mocked routes of a document declared once, as server/domain/document-routes.ts serves
 * them: `GET {api}?obraId` paged and searched, `GET {api}/{id}`, `POST` and `PUT` (or the schema's
 * update verb) `{api}`, the comprobante upload (with its CFDI's XML, and `revisarCfdi`, for a document
 * that takes one, ./cfdi.ts) and its reference, the anexos' upload and removal (./anexos.ts), and `{api}/{id}/{action}` per
 * lifecycle action — answered by `documentMock`, so the texts are the server's. Writes are not
 * kept (./version.ts).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { EntitySchema } from '../../schemas';
import { DOCUMENTO_NO_ENCONTRADO, lifecycleOf } from '../../schemas/lifecycle';
import { OBRA_NO_ENCONTRADA, OBRA_TERMINADA } from '../../schemas/messages';
import { obras } from '../fixtures/obras';
import { anexoRoutes } from './anexos';
import { comprobanteRoute, revisarCfdiRoute } from './cfdi';
import { validated } from './crud';
import { documentMock, type MockDocument, type Refuse } from './documents';
import { serveRecords } from './served-records';
import { errorResponse, matchesSearch, pageResponse } from './util';

type Method = 'post' | 'patch' | 'put';

export interface DocumentHandlerOptions<T> {
  /** The fixtures, as the server answers them. */
  rows: T[];
  /** The properties the list search matches (the server's `search` words). */
  search: (keyof T)[];
  /** The list's order. */
  order?: (a: T, b: T) => number;
  /** The document's own refusals (as `documentMock`'s). */
  refuse?: Refuse<T>;
  /** What the server fills in a new document beyond id, status and obra (a folio, a proveedor's name). */
  create?: (document: T) => T;
  /** What an action changes beyond the status (aplicar: the saldo; editar: what the server recomputes); its verb, default POST. */
  actions?: Record<string, { method?: Method; change?: (document: T) => T }>;
  /** The verbs of the comprobante upload; default PATCH. */
  comprobante?: Method[];
}

/** The part of a document the server keeps on an edit: its status, folio when it is the server's, obra, comprobante and anexos. */
const SERVER_OWNED = ['id', 'status', 'obra', 'comprobante', 'anexos', 'saldo'];

export function documentHandlers<T extends MockDocument>(
  schema: EntitySchema,
  options: DocumentHandlerOptions<T>,
): { mock: ReturnType<typeof documentMock<T>>; handlers: RequestHandler[] } {
  const { rows, search, order, refuse, create = (d) => d, actions = {}, comprobante = ['patch'] } = options;
  const api = schema['x-resource']?.api as string;
  const lifecycle = lifecycleOf(schema);
  const mock = documentMock<T>(schema, refuse);
  serveRecords(schema, rows);
  const byId = (id: unknown) => rows.find((row) => String(row.id) === String(id));
  const owned = [...SERVER_OWNED, ...Object.keys(schema.properties).filter((k) => schema.properties[k].readOnly)];

  const handlers: RequestHandler[] = [
    http.get(api, ({ request }) => {
      const url = new URL(request.url);
      const obraId = url.searchParams.get('obraId');
      const found = rows
        .filter((row) => obraId === null || String(row.obra?.id) === obraId)
        .filter((row) => matchesSearch(row, search, url.searchParams.get('toSearch')));
      return pageResponse(order ? [...found].sort(order) : found, url);
    }),
    http.get(`${api}/:id/comprobanteUrl`, ({ params }) => {
      const row = byId(params.id);
      if (!row) return errorResponse(404, mock.notFound);
      return row.comprobante
        ? HttpResponse.json({ url: row.comprobante })
        : errorResponse(404, DOCUMENTO_NO_ENCONTRADO);
    }),
    http.get(`${api}/:id`, ({ params }) => mock.read(byId(params.id))),
    http.post(api, async ({ request }) => {
      const checked = validated<T>(schema, await request.json());
      if (checked.error) return checked.error;
      const obra = obras.find((o) => o.id === checked.value.obra?.id);
      if (!obra) return errorResponse(404, OBRA_NO_ENCONTRADA);
      if (obra.terminado) return errorResponse(409, OBRA_TERMINADA);
      const nuevo = create({
        ...checked.value,
        id: Math.max(0, ...rows.map((row) => Number(row.id ?? 0))) + 1,
        status: lifecycle.initial,
        obra: { id: obra.id, nombre: obra.nombre },
      });
      const refused = refuse?.('editar', nuevo);
      return refused ? errorResponse(refused.status, refused.message) : mock.created(nuevo);
    }),
    http[(schema['x-resource']?.update ?? 'PUT').toLowerCase() as Method](api, async ({ request }) => {
      const checked = validated<T>(schema, await request.json());
      if (checked.error) return checked.error;
      const stored = byId(checked.value.id);
      const sent = Object.fromEntries(Object.entries(checked.value).filter(([key]) => !owned.includes(key)));
      // The rules see the document as it would be stored; the server's own fields stay.
      const edited = stored && ({ ...stored, ...sent } as T);
      return mock.act(edited, 'editar', actions.editar?.change, checked.value);
    }),
  ];
  if (lifecycle.actions.adjuntar) {
    const cfdi = { schema, mock, find: byId };
    for (const method of comprobante) handlers.push(comprobanteRoute(api, cfdi, method));
    handlers.push(...revisarCfdiRoute(api, cfdi));
  }
  if (lifecycle.actions.anexar) handlers.push(...anexoRoutes(api, schema, mock, byId));
  const ownRoute = new Set(['editar', 'adjuntar', 'anexar']);
  for (const action of Object.keys(lifecycle.actions).filter((name) => !ownRoute.has(name))) {
    const { method = 'post', change } = actions[action] ?? {};
    handlers.push(http[method](`${api}/:id/${action}`, ({ params }) => mock.act(byId(params.id), action, change)));
  }
  return { mock, handlers };
}
