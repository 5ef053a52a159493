/**
 * The pieces every route contract reuses: ids in paths and queries, the paged query and answer, the
 * error body, and the response form of an entity schema. Route contracts (`schemas/api/<group>.ts`)
 * are built from these and the entity schemas, so no field is declared twice.
 */
import type { EntitySchema, PropertySchema } from '../types';

/** A JSON Schema fragment; contracts are plain data so the server, gen and OpenAPI read them alike. */
export type JsonSchema = Record<string, unknown>;

/** One route: what it reads and what it answers, by status code. */
export interface RouteContract {
  summary: string;
  /** What the summary cannot say, for OpenAPI. */
  description?: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /**
   * A body the handler reads itself, by media type: multipart uploads, read part by part once the
   * caller may write the record. Fastify leaves it alone; the OpenAPI document describes it.
   */
  bodyContent?: Record<string, JsonSchema>;
  response: Record<string, JsonSchema>;
}

export const MAX_ID = 2_147_483_647;
export const MAX_PAGE_SIZE = 100;
/** Bounds the offset (page × size ≤ 10^8) far below what PostgreSQL's bigint or any real list reaches. */
export const MAX_PAGE = 1_000_000;
export const INVALID_ID = 'Identificador invalido';
export const PAGE_MESSAGE = `El parametro page debe ser un entero entre 0 y ${MAX_PAGE}`;
export const pageSizeMessage = (sizeParam: string) =>
  `El parametro ${sizeParam} debe ser un entero entre 1 y ${MAX_PAGE_SIZE}`;

/** A record id: a positive int4. Text in paths and queries is coerced first. */
export const idSchema = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_ID,
  errorMessage: INVALID_ID,
} as const;

export const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
});

/** Path parameters that are all record ids, named as the route names them (`idCliente`). */
export const idParams = (...names: string[]): JsonSchema =>
  object(Object.fromEntries(names.map((n) => [n, idSchema])), names);

/** A required id in the query string (`?idClasificacion=`). */
export const idQuery = (name: string): JsonSchema => object({ [name]: idSchema }, [name]);

const text = { type: 'string' } as const;

/** Request parts whose rules their service checks, with the whole rule the document shows. */
const documented = new WeakMap<JsonSchema, JsonSchema>();

/** An object schema with only the types of its properties: what a route checks before a service does. */
export const typesOf = (schema: JsonSchema): JsonSchema =>
  object(
    Object.fromEntries(
      Object.entries(schema.properties as Record<string, PropertySchema>).map(([name, p]) => [name, { type: p.type }]),
    ),
  );

/**
 * A request part whose rules its service checks rather than the route: a password must reach
 * argon2 as typed (the shared validator trims), a profile requires fewer fields than the admin
 * editor, a user of another sucursal answers 404 whatever its body says, a nota's missing lines
 * answer the nota's own message. The route checks `checked` — by default the types of `schema`'s
 * properties — and its handler is typed by it; the OpenAPI document shows `schema`, the whole rule
 * the service enforces, `required` included.
 */
export function checkedByService(schema: JsonSchema, checked: JsonSchema = typesOf(schema)): JsonSchema {
  // A copy of its own: `checked` may be an entity schema other routes use as they are.
  const part = { ...checked };
  documented.set(part, schema);
  return part;
}

/** A contract part as the OpenAPI document shows it. */
export const documentedPart = (part: JsonSchema): JsonSchema => documented.get(part) ?? part;

/** `page` (0-based), a page size (`pageSize`, or `size` for the obra list) and search parameters. */
export function pagedQuery(
  search: string[] = ['toSearch'],
  sizeParam = 'pageSize',
  extra: Record<string, JsonSchema> = {},
): JsonSchema {
  return object({
    page: { type: 'integer', minimum: 0, maximum: MAX_PAGE, errorMessage: PAGE_MESSAGE },
    [sizeParam]: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, errorMessage: pageSizeMessage(sizeParam) },
    ...Object.fromEntries(search.map((name) => [name, text])),
    ...extra,
  });
}

/** Optional text parameters of a lookup (`?toSearch=`, `?name=`). */
export const searchQuery = (...names: string[]): JsonSchema => object(Object.fromEntries(names.map((n) => [n, text])));

/** The error body: every 4xx and 5xx answers it (server/plugins/app/error-handler.ts). */
export const errorBody: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: text,
    errors: { type: 'array', items: object({ field: text, message: text }, ['field', 'message']) },
  },
};

/** Keywords that only validate input or guide the forms; a response schema keeps none of them. */
const INPUT_ONLY = new Set([
  'required',
  'errorMessage',
  'x-ui',
  'x-normalize',
  'x-check',
  'x-resource',
  'if',
  'then',
  'else',
  'allOf',
  'default',
  '$id',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'format',
]);

function responseProperty(prop: PropertySchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(prop)) {
    if (INPUT_ONLY.has(key) || key === 'title') continue;
    out[key] = key === 'properties' ? responseProperties(value as Record<string, PropertySchema>) : value;
  }
  return out;
}

function responseProperties(properties: Record<string, PropertySchema>): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, prop]) => !prop.writeOnly)
      .map(([name, prop]) => [name, responseProperty(prop)]),
  );
}

/**
 * An entity as the API answers it: the entity's properties minus `writeOnly` ones (passwords), and
 * no input rules. The serializer writes only these properties, so a column the schema does not name
 * never leaves the server.
 */
export function recordOf(schema: EntitySchema): JsonSchema {
  let record = records.get(schema);
  if (!record) {
    const properties = responseProperties(schema.properties);
    if (schema['x-lifecycle']) properties.acciones = accionesSchema;
    record = { type: 'object', title: schema.title, properties };
    // A record of any admin catalog (schemas/api/catalogo.ts): its service answers its own schema's fields.
    if (schema.additionalProperties === true) record.additionalProperties = true;
    records.set(schema, record);
    entityOfRecord.set(record, schema);
  }
  return record;
}

const records = new WeakMap<EntitySchema, JsonSchema>();

/** What a document's caller may do with it now (schemas/lifecycle.ts), answered beside the record. */
const accionesSchema: JsonSchema = {
  type: 'object',
  description: 'Por accion del documento: si se muestra, si quien llama puede tomarla ahora y por que no',
  additionalProperties: object({ visible: { type: 'boolean' }, permitida: { type: 'boolean' }, motivo: text }, [
    'visible',
    'permitida',
  ]),
};
/** The entity a response schema was made from (type generation names it instead of copying it). */
export const entityOfRecord = new WeakMap<JsonSchema, EntitySchema>();

/** What a picker reads from a record: `id` and `x-resource.picker` (default: the record representation). */
export function pickerFields(schema: EntitySchema): string[] {
  const hints = schema['x-resource'];
  return ['id', ...(hints?.picker ?? [hints?.recordRepresentation ?? 'nombre'])];
}

/**
 * A record of a catalog as a lookup open beyond the catalog's own users answers it (the pickers of
 * other screens): whole to callers with the catalog's menu permiso (`x-resource.menu`), reduced to
 * `pickerFields` for everyone else. server/auth/lookup-view.ts reduces it by this contract.
 */
export function lookupOf(schema: EntitySchema): JsonSchema {
  let lookup = lookups.get(schema);
  if (!lookup) {
    const record = recordOf(schema);
    const fields = pickerFields(schema);
    const properties = record.properties as Record<string, JsonSchema>;
    const unknown = fields.filter((name) => !properties[name]);
    if (unknown.length > 0) throw new Error(`x-resource.picker de ${schema.$id} nombra ${unknown.join(', ')}`);
    const picker = {
      type: 'object',
      title: `${schema.title} (selector)`,
      properties: Object.fromEntries(fields.map((name) => [name, properties[name]])),
    };
    lookup = {
      description:
        `${schema.title} completo para quien tiene el permiso del menu ${schema['x-resource']?.menu}; ` +
        `para los demas, solo ${fields.join(', ')}`,
      anyOf: [record, picker],
    };
    lookups.set(schema, lookup);
    entityOfLookup.set(lookup, schema);
  }
  return lookup;
}

const lookups = new WeakMap<EntitySchema, JsonSchema>();
/** The entity a lookup answer was made from (the server reduces it, type generation names it). */
export const entityOfLookup = new WeakMap<JsonSchema, EntitySchema>();

/** The paged answer of every list: `{ content, totalElements, page, pageSize }`, page 0-based. */
export const pageOf = (item: JsonSchema): JsonSchema =>
  object(
    {
      content: { type: 'array', items: item },
      totalElements: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
    ['content', 'totalElements', 'page', 'pageSize'],
  );

export const listOf = (item: JsonSchema): JsonSchema => ({ type: 'array', items: item });

/** `{ id, nombre }`: the shape of every lookup option and relation. */
export const option: JsonSchema = object({ id: { type: ['integer', 'string'] }, nombre: text }, ['id', 'nombre']);

/** `{ url }`: a stored document's reference (`/api/documento/{id}`), e.g. a comprobante's. */
export const documentReference: JsonSchema = object({ url: text }, ['url']);

/** A file part of a multipart body. */
export const filePart = (description: string): JsonSchema => ({ type: 'string', format: 'binary', description });

/** A file answered as bytes of one of these media types: never serialized, declared for OpenAPI. */
export const binary = (description: string, ...mediaTypes: string[]): JsonSchema => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});

/** The answers of a route: its success body plus the error body for every failure. */
export const answers = (ok: JsonSchema, status = 200): Record<string, JsonSchema> => ({
  [status]: ok,
  '4xx': errorBody,
  '5xx': errorBody,
});

/** An entity as an update sends it: the id of the record it replaces is required (a 400 without it). */
const withId = (schema: EntitySchema): JsonSchema => ({
  ...schema,
  required: ['id', ...(schema.required ?? [])],
  properties: { ...schema.properties, id: idSchema },
});

/** Every update's word on the version (schemas/version.ts). */
export const UPDATE_DESCRIPTION =
  'Con `actualizado`, la version que se leyo, responde 409 si otro usuario cambio el registro despues, y no guarda nada; sin ella, guarda sin comprobar.';

/** The usual CRUD contracts of an entity under `api`: create, update, page, one by `idParam`. */
export function crud(schema: EntitySchema, idParam: string, page: JsonSchema = pagedQuery()) {
  const record = recordOf(schema);
  const title = schema.title;
  return {
    create: { summary: `Crea ${title}`, body: schema, response: answers(record, 201) },
    update: {
      summary: `Actualiza ${title} (id en el cuerpo)`,
      // The entity layer reads the id from the body (server/entity/writes.ts).
      body: checkedByService(withId(schema), schema),
      description: UPDATE_DESCRIPTION,
      response: answers(record),
    },
    page: { summary: `Pagina de ${title}`, querystring: page, response: answers(pageOf(record)) },
    get: { summary: `${title} por id`, params: idParams(idParam), response: answers(record) },
  } satisfies Record<string, RouteContract>;
}
