/**
 * The OpenAPI document at GET /api/docs tells the truth: it is valid OpenAPI 3.1 (the official
 * schema, every `$ref` resolving), its schemas are JSON Schema 2020-12 with standard keywords or
 * `x-` extensions only, what a route requires it marks required, and a typed client generated from
 * it (openapi-typescript) compiles and refuses a call without a required field.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './test-support/server';
import { DEFAULT_CATALOGOS_DIR } from './modules/catalogo/files';
import { vehiculos } from './modules/catalogo-diseno/test-fixtures';

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema: Json }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

let server: TestServer;
let admin: string;
let doc: Document;

beforeAll(async () => {
  // The shipped maquinaria and a designed catalog with references and a photo: each has its own paths.
  server = await startTestServer({ catalogosDir: DEFAULT_CATALOGOS_DIR });
  admin = await server.login('admin', ADMIN_PASSWORD);
  const designed = await server.request('/api/configura/catalogos', {
    method: 'POST',
    token: admin,
    json: { nombre: 'vehiculos', esquema: vehiculos() },
  });
  expect(designed.status).toBe(201);
  doc = await (await server.request('/api/docs', { token: admin })).json();
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => ({ route: `${method.toUpperCase()} ${url}`, url, op })),
  );

/** Every schema object an operation or the components hold, by where it is. */
function schemaObjects(): [string, Json][] {
  const found: [string, Json][] = Object.entries(doc.components.schemas).map(([name, s]) => [name, s]);
  for (const { route, op } of operations()) {
    for (const p of op.parameters ?? []) found.push([`${route} ${p.in} ${p.name}`, p.schema]);
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
      found.push([`${route} ${type}`, media.schema]);
    for (const [status, response] of Object.entries(op.responses)) {
      for (const media of Object.values(response.content ?? {})) found.push([`${route} ${status}`, media.schema]);
    }
  }
  return found;
}

/** JSON Schema 2020-12's keywords and the few OpenAPI 3.1 adds. */
const KEYWORDS = new Set(
  (
    '$id $schema $ref $anchor $dynamicRef $dynamicAnchor $defs $comment allOf anyOf oneOf not if then else ' +
    'dependentSchemas prefixItems items contains properties patternProperties additionalProperties propertyNames ' +
    'unevaluatedItems unevaluatedProperties type const enum multipleOf maximum exclusiveMaximum minimum ' +
    'exclusiveMinimum maxLength minLength pattern maxItems minItems uniqueItems maxContains minContains ' +
    'maxProperties minProperties required dependentRequired title description default deprecated readOnly ' +
    'writeOnly examples format contentEncoding contentMediaType contentSchema discriminator xml externalDocs example'
  ).split(' '),
);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const DATA = new Set(['enum', 'const', 'default', 'examples', 'example', 'required']);

/** Keywords that are neither JSON Schema 2020-12 nor an extension (`x-`), by path. */
function unknownKeywords(schema: unknown, at: string): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => unknownKeywords(s, `${at}/${i}`));
  if (typeof schema !== 'object' || schema === null) return [];
  return Object.entries(schema).flatMap(([key, value]) => {
    if (!KEYWORDS.has(key) && !key.startsWith('x-')) return [`${at}: ${key}`];
    if (DATA.has(key)) return [];
    if (SCHEMA_MAPS.has(key))
      return Object.entries(value as Json).flatMap(([n, s]) => unknownKeywords(s, `${at}/${n}`));
    return unknownKeywords(value, `${at}/${key}`);
  });
}

describe('GET /api/docs', () => {
  it("documents each admin catalog's own routes, fields and file parts", () => {
    for (const path of ['/api/catalogo/maquinaria', '/api/catalogo/vehiculos', '/api/catalogo/vehiculos/{id}']) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    const post = doc.paths['/api/catalogo/vehiculos'].post;
    const json = post.requestBody?.content['application/json'].schema as { properties: Json };
    expect(Object.keys(json.properties)).toEqual(expect.arrayContaining(['nombre', 'placas', 'obra']));
    const multipart = post.requestBody?.content['multipart/form-data'].schema as { properties: Json };
    expect(Object.keys(multipart.properties)).toEqual(['registro', 'foto']);
  });

  it('is valid OpenAPI 3.1, every $ref resolving', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Json);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('holds schemas valid as JSON Schema 2020-12, with no keyword of our own but x- extensions', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const invalid = schemaObjects()
      .filter(([, schema]) => !ajv.validateSchema(schema))
      .map(([where]) => where);
    expect(invalid).toEqual([]);
    expect(schemaObjects().flatMap(([where, schema]) => unknownKeywords(schema, where))).toEqual([]);
  });

  it('declares every path parameter, required', () => {
    const missing = operations().flatMap(({ route, url, op }) =>
      [...url.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .filter((name) => !op.parameters?.some((p) => p.in === 'path' && p.name === name && p.required))
        .map((name) => `${route}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('marks required what the server requires: an empty request is refused naming exactly those fields', async () => {
    const required = (url: string, method: string, type = 'application/json') =>
      doc.paths[url][method].requestBody?.content[type].schema.required as string[];
    const errorsOf = async (res: Response) => {
      expect(res.status).toBe(400);
      return ((await res.json()).errors as { field: string }[]).map((e) => e.field).sort();
    };
    const post = (url: string, init: RequestInit & { json?: unknown }) =>
      server.request(url, { method: 'POST', token: admin, ...init });

    const login = await errorsOf(await post('/unauth/authenticate', { json: {} }));
    expect(login).toEqual([...required('/unauth/authenticate', 'post')].sort());
    const usuario = await errorsOf(await post('/api/usuario', { json: {} }));
    expect(usuario).toEqual([...required('/api/usuario', 'post')].sort());
    const empleado = await errorsOf(await post('/api/empleado', { body: new FormData() }));
    expect(empleado).toEqual(required('/api/empleado', 'post', 'multipart/form-data'));
    const conceptos = await errorsOf(await server.request('/api/concepto/byClasificacionAndName', { token: admin }));
    const query = doc.paths['/api/concepto/byClasificacionAndName'].get.parameters!;
    expect(conceptos).toEqual(query.filter((p) => p.required).map((p) => p.name));
    expect(required('/api/nomina/{idNomina}/comprobante', 'patch', 'multipart/form-data')).toEqual(['file']);
    expect(required('/api/notaCredito', 'patch')).toContain('notaCreditoDetalle');
    expect(required('/api/cliente', 'put')).toContain('id');
  });

  it("lists no password in a user's PUT bodies: a PUT never changes it (POST /api/usuario/password does)", () => {
    for (const path of ['/api/usuario', '/api/usuario/{idUsuario}']) {
      const body = doc.paths[path].put.requestBody?.content['application/json'].schema as { properties: Json };
      expect(Object.keys(body.properties), path).not.toContain('password');
      expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['nombres', 'role']));
    }
    const post = doc.paths['/api/usuario'].post.requestBody?.content['application/json'].schema as { properties: Json };
    expect(Object.keys(post.properties)).toContain('password');
  });

  it('asks no token to sign in, and no body where the id may come in the query', () => {
    expect((doc.paths['/unauth/authenticate'].post as { security?: unknown }).security).toEqual([]);
    expect(doc.paths['/api/cliente'].post).not.toHaveProperty('security');
    expect(doc.paths['/api/menu-item'].delete.requestBody).toMatchObject({ required: false });
  });

  it('generates a typed client that compiles and refuses a call without a required field', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-cliente-'));
    try {
      fs.writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(doc as never)));
      fs.writeFileSync(path.join(dir, 'uso.ts'), USAGE);
      const program = ts.createProgram([path.join(dir, 'uso.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        // No DOM, no @types: the client alone, checked in a second rather than in several.
        lib: ['lib.es2022.d.ts'],
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map(
          (d) =>
            `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
        );
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Calls as a client would type them; each `@ts-expect-error` fails the build if its field were optional. */
const USAGE = `
import type { paths } from './api';

type Json<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type Multipart<O> = O extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B : never;

export const login: Json<paths['/unauth/authenticate']['post']> = { username: 'admin', password: 'secreto' };
// @ts-expect-error the password is required
export const sinPassword: Json<paths['/unauth/authenticate']['post']> = { username: 'admin' };

// @ts-expect-error nombres, apellidos and correo are required
export const sinNombre: Json<paths['/api/usuario']['post']> = { role: 'ROLE_USER' };

export const comprobante: Multipart<paths['/api/compra/{compraId}/comprobante']['patch']> = { file: 'bytes' };
export const soloCfdi: Multipart<paths['/api/compra/{compraId}/comprobante']['patch']> = { xml: 'bytes' };
// @ts-expect-error the file part is required where no CFDI goes instead
export const sinArchivo: Multipart<paths['/api/nomina/{idNomina}/comprobante']['patch']> = {};
// @ts-expect-error the empleado part is required
export const soloFoto: Multipart<paths['/api/empleado']['post']> = { foto: 'bytes' };

// @ts-expect-error an edit of a nota sends its lines
export const sinLineas: Json<paths['/api/notaCredito']['patch']> = { id: 1, compraId: 2, folioProveedor: 'F-1', fecha: '2026-01-05' };

export const productos: paths['/api/concepto/byClasificacionAndName']['get']['parameters']['query'] = {
  clasificacion: 'Producto',
};
// @ts-expect-error the clasificacion is required
export const sinClasificacion: paths['/api/concepto/byClasificacionAndName']['get']['parameters']['query'] = {};

type Menu = paths['/api/menu-item/menu/{seccion}']['get']['responses'][200]['content']['application/json'];
export const menu: Menu = [
  { id: 1, nombre: 'Compras', link: null, icono: 'compras', items: [{ id: 2, nombre: 'Nueva', link: '/compra', icono: 'mas', items: [] }] },
];
`;
