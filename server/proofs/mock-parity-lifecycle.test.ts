/**
 * The mocks answer a document's lifecycle as the server does, cases generated from each schema's
 * `x-lifecycle`, never listed: every action on its own route (`{api}/{id}/{action}`), from every
 * status that rules it out, and a document that does not exist answer the same status and Spanish
 * message on both sides, the one the declaration gives. The real document is the access matrix's
 * sample of the route's parameter, put in each status straight in its table; the mocked one, a
 * fixture of an open obra put in the same status. An action whose body its service checks after the
 * status (`checkedByService`: devolver's motivo, facturar's folio) answers an empty body from a status
 * that allows it with the same 400 on both sides (unless the sample's own rules refuse it first). The actions on routes of their own and each
 * document's own refusals: ./mock-parity.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getResponse } from 'msw';
import { handlers } from '../../mocks/handlers';
import { servedRecords } from '../../mocks/api/served-records';
import { obras as mockObras } from '../../mocks/fixtures/obras';
import { schemas } from '../../schemas';
import { lifecycleOf, statusDenial, type Lifecycle } from '../../schemas/lifecycle';
import { documentedPart, type JsonSchema } from '../../schemas/api/shared';
import * as tables from '../db/schema';
import { DEFAULT_CATALOGOS_DIR } from '../modules/catalogo/files';
import { tokenFor, twoSucursales } from '../modules/common/test-callers';
import { moduleSamples, sampleFor } from '../test-support/access-samples';
import { startTestServer, type TestServer } from '../test-support/server';

interface Answer {
  status: number;
  message: string;
}

const answerOf = async (response: Response): Promise<Answer> => ({
  status: response.status,
  message: (await response.json()).message,
});

async function mocked(method: string, path: string, json?: unknown): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const headers = body === undefined ? undefined : { 'content-type': 'application/json' };
  const request = new Request(`http://localhost${path}`, { method, body, headers });
  const response = await getResponse(handlers, request, { baseUrl: 'http://localhost' });
  if (!response) throw new Error(`Ningun mock responde ${method} ${path}`);
  return answerOf(response);
}

let server: TestServer;
let token: string;
let sucursales: { matriz: number; otra: number };

beforeAll(async () => {
  // With the shipped catalogs: their module's samples need them.
  server = await startTestServer({ catalogosDir: DEFAULT_CATALOGOS_DIR });
  sucursales = await twoSucursales(server);
  token = await tokenFor(server, { username: 'paridad', sucursalId: sucursales.matriz });
});
afterAll(() => server.close());

const real = async (method: string, path: string, json?: unknown): Promise<Answer> =>
  answerOf(await server.request(path, { method, token, json }));

/** The body a route's service checks after the status, when it requires something (`checkedByService`). */
const serviceCheckedBody = (contract: unknown): JsonSchema | undefined => {
  const body = (contract as { body?: JsonSchema } | undefined)?.body;
  const declared = body && documentedPart(body);
  return declared && declared !== body && Array.isArray(declared.required) && declared.required.length > 0
    ? declared
    : undefined;
};

/** Every status a lifecycle names. */
const statusesOf = (lifecycle: Lifecycle) => [
  ...new Set([lifecycle.initial, ...Object.values(lifecycle.actions).flatMap((a) => [...a.from, a.to ?? []].flat())]),
];

describe('mocks and server answer the lifecycle alike', () => {
  it('every action on its route, from every status that rules it out, and a document that does not exist', async () => {
    // A real record of each document (the access matrix's samples), put in each status straight in its table.
    const samples = await moduleSamples({ app: server.app, sucursales });
    const table = (name: string) => (tables as unknown as Record<string, PgTable & { id: never; status: never }>)[name];
    const abierta = (row: { obra?: { id?: number } }) => mockObras.some((o) => o.id === row.obra?.id && !o.terminado);
    const cases: { name: string; mock: Answer; actual: Answer; declared: Answer }[] = [];
    for (const [name, schema] of Object.entries(schemas)) {
      if (!schema['x-lifecycle']) continue;
      const lifecycle = lifecycleOf(schema);
      const api = schema['x-resource']?.api as string;
      const notFound = { status: 404, message: lifecycle.notFound };
      cases.push({
        name: `${name}: desconocido`,
        mock: await mocked('GET', `${api}/999999`),
        actual: await real('GET', `${api}/999999`),
        declared: notFound,
      });
      const rows = servedRecords.find((set) => set.schema === schema)?.rows as {
        id: number;
        status?: string;
        obra?: { id?: number };
      }[];
      for (const [action, rule] of Object.entries(lifecycle.actions)) {
        // The actions the server serves elsewhere (editar, adjuntar, a document made from another) have hand cases below.
        const route = server.app.routeRules.find((r) => new RegExp(`^${api}/:\\w+/${action}$`).test(r.url));
        if (!route) continue;
        const sample = sampleFor(samples, route.url, route.url.split(':')[1].split('/')[0]);
        if (!sample?.scoped) throw new Error(`${route.url}: sin muestra del documento`);
        const row = rows.find(abierta);
        if (!row) throw new Error(`${name}: los mocks no tienen uno de una obra abierta`);
        const id = sample.mine({ url: route.url, caller: { id: 0, permisoId: 0 } });
        /** Both answers to the action, with an empty body, on the real and the mocked document put in `status`. */
        const answersIn = async (status: string) => {
          await server.db
            .update(table(name))
            .set({ status })
            .where(eq(table(name).id, id));
          const original = row.status;
          row.status = status;
          const mock = await mocked(route.method, `${api}/${row.id}/${action}`, {});
          const actual = await real(route.method, route.url.replace(/:\w+/, String(id)), {});
          row.status = original;
          return { mock, actual };
        };
        for (const status of statusesOf(lifecycle).filter((s) => !rule.from.includes(s))) {
          cases.push({
            name: `${name}: ${action} ${status}`,
            // An empty body: an action that takes one (devolver's motivo) answers its status before it.
            ...(await answersIn(status)),
            declared: { status: 409, message: statusDenial(lifecycle, action, { status })! },
          });
        }
        if (serviceCheckedBody(route.schema)) {
          const { mock, actual } = await answersIn(rule.from[0]);
          // The sample's own rules may refuse it first (facturar without an alcance líquido): no body case then.
          if (actual.status !== 409)
            cases.push({ name: `${name}: ${action} sin cuerpo`, mock, actual, declared: { ...actual, status: 400 } });
        }
      }
    }
    for (const { name, mock, actual, declared } of cases)
      expect({ name, mock, actual }).toEqual({ name, mock: declared, actual: declared });
    // Each document's unknown one, and at least the orden's autorizar and cancelar, the compra's and gasto's aplicar, the ajuste's autorizar and rechazar.
    expect(cases.length).toBeGreaterThanOrEqual(8 + 6);
    // At least the estimación's devolver without its body.
    expect(cases.filter((c) => c.name.endsWith('sin cuerpo')).length).toBeGreaterThanOrEqual(1);
  });
});
