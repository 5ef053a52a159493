/**
 * From an admin's JSON Schema to the entity schema the server and the browser use (docs/architecture.md,
 * schemas/catalogos/README.md). The admin writes the title, the fields and, optionally, the list
 * columns and record representation; the server owns the rest: `$id`, routes, API path, menu
 * link, sucursal scope, and the `id`, `sucursal` and `actualizado` (version) properties. A schema
 * that is not usable throws with the reason, said as an admin reads it, so the registry can log it
 * and skip the catalog and the designer can answer it. The server's registry and the mocks both
 * serve catalogs with it; only the server compiles (`compile`), as the browser may not.
 */
import type { EntitySchema, PropertySchema, ResourceHints } from '..';
import { VERSION, withVersion } from '../version';
import { archivosDe } from './read';
import { checkFile, checkReference, fail, isObject } from './served-checks';

export const CATALOG_NAME = /^[a-z][a-z0-9-]{0,49}$/;
const PROPERTY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const FIELD_TYPES = ['string', 'number', 'integer', 'boolean'];
const FIELD_TYPE_WORDS = 'texto ("string"), numero ("number"), entero ("integer") o si/no ("boolean")';
const COLUMNAS = 'Las columnas de la lista (x-resource.list.columns)';
/** The multipart part a catalog with file fields is written in (docs/contract.md "Multipart"). */
export const REGISTRO_PART = 'registro';
const RESERVED = ['id', 'sucursal', VERSION];
const DEFAULT_COLUMNS = 4;

const SERVER_PROPERTIES: Record<string, PropertySchema> = {
  id: { type: 'integer', readOnly: true },
  sucursal: {
    type: 'object',
    title: 'Sucursal',
    properties: { id: { type: 'integer' }, nombre: { type: 'string', readOnly: true } },
    'x-ui': { widget: 'reference', reference: 'configura/sucursales', scope: 'superuser' },
  },
};

function adminProperties(raw: Record<string, unknown>): Record<string, PropertySchema> {
  if (!isObject(raw.properties))
    fail('Faltan los campos del catalogo: "properties" debe ser un objeto con un campo por nombre');
  const entries = Object.entries(raw.properties).filter(([name]) => !RESERVED.includes(name));
  if (entries.length === 0) fail('El catalogo no tiene campos: agregue al menos uno');
  for (const [name, prop] of entries) {
    if (!PROPERTY_NAME.test(name))
      fail(`El nombre de campo "${name}" no sirve: empiece con una letra y use letras, digitos o guion bajo`);
    if (!isObject(prop)) fail(`La definicion del campo "${name}" debe ser un objeto { ... }`);
    const ui = isObject(prop['x-ui']) ? prop['x-ui'] : {};
    if (ui.widget === 'reference') checkReference(name, prop, ui);
    else if (ui.widget === 'file') checkFile(name, prop, ui);
    else if (!FIELD_TYPES.includes(prop.type as string)) {
      fail(`El campo "${name}" debe ser ${FIELD_TYPE_WORDS}, una referencia o un archivo`);
    }
  }
  return Object.fromEntries(entries) as Record<string, PropertySchema>;
}

function checkedNames(value: unknown, what: string, known: string[]): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    fail(`${what}: debe ser una lista de nombres de campos`);
  const unknown = value.filter((v) => !known.includes(v));
  if (unknown.length > 0) fail(`${what}: el catalogo no tiene ${unknown.map((v) => `"${v}"`).join(', ')}`);
  return value;
}

function resourceHints(
  name: string,
  raw: Record<string, unknown>,
  properties: Record<string, PropertySchema>,
): ResourceHints {
  const fields = Object.keys(properties);
  const given = isObject(raw['x-resource']) ? raw['x-resource'] : {};
  const list = isObject(given.list) ? given.list : {};
  const columns =
    list.columns === undefined ? fields.slice(0, DEFAULT_COLUMNS) : checkedNames(list.columns, COLUMNAS, fields);
  if (columns.length === 0) fail(`${COLUMNAS} no pueden quedar vacias: elija al menos una`);
  const representation = given.recordRepresentation ?? (fields.includes('nombre') ? 'nombre' : columns[0]);
  checkedNames([representation], 'El campo que nombra cada registro (x-resource.recordRepresentation)', fields);
  if (given.key !== undefined) checkedNames([given.key], 'La clave del catalogo (x-resource.key)', fields);
  const link = `/catalogos/${name}`;
  return {
    name: `catalogos/${name}`,
    label: typeof given.label === 'string' && given.label.trim() ? given.label.trim() : (raw.title as string),
    route: link,
    api: `/api/catalogo/${name}`,
    list: { columns, search: 'toSearch' },
    menu: link,
    recordRepresentation: representation as string,
    scope: 'sucursal',
    delete: true,
    ...(typeof given.key === 'string' && { key: given.key }),
    ...(Object.keys(archivosDe(properties)).length > 0 && { multipart: REGISTRO_PART }),
  };
}

/**
 * The served schema of catalog `name`; throws Error(reason) when `raw` is not usable. `compile`
 * (the server's run-time compiler) also refuses a schema Ajv cannot compile.
 */
export function catalogSchema(name: string, raw: unknown, compile?: (schema: EntitySchema) => unknown): EntitySchema {
  if (!CATALOG_NAME.test(name))
    fail(`El nombre de catalogo "${name}" no sirve: empiece con una letra y use minusculas, digitos y guiones`);
  if (!isObject(raw)) fail('El esquema debe ser un objeto JSON { ... }');
  if (raw.type !== 'object') fail('El esquema debe ser un objeto: escriba "type": "object"');
  if (typeof raw.title !== 'string' || raw.title.trim() === '') fail('Falta el titulo del catalogo ("title")');
  const properties = adminProperties(raw);
  const fields = Object.keys(properties);
  if (raw.required !== undefined) checkedNames(raw.required, 'Los campos obligatorios ("required")', fields);
  // A file comes in its own part, never in the record's JSON, so "required" could not be checked with the record.
  const requiredFiles = ((raw.required as string[] | undefined) ?? []).filter((f) => f in archivosDe(properties));
  if (requiredFiles.length > 0) fail(`Un archivo no puede ser obligatorio: ${requiredFiles.join(', ')}`);
  const schema = withVersion({
    ...raw,
    $id: `catalogos/${name}`,
    title: raw.title.trim(),
    type: 'object',
    properties: { id: SERVER_PROPERTIES.id, ...properties, sucursal: SERVER_PROPERTIES.sucursal },
    'x-resource': resourceHints(name, raw, properties),
  });
  try {
    compile?.(schema);
  } catch (error) {
    fail(`El esquema no es un JSON Schema valido: ${(error as Error).message}`);
  }
  return schema;
}
