/**
 * From an admin's JSON Schema to the entity schema the server and the browser use (docs/architecture.md,
 * schemas/catalogos/README.md). The admin writes the title, the fields and, optionally, the list
 * columns and record representation; the server owns the rest: `$id`, routes, API path, menu
 * link, sucursal scope, and the `id`, `sucursal` and `actualizado` (version) properties. A schema that is not usable throws
 * with the reason, so the registry can log it and skip the catalog.
 */
import type { EntitySchema, PropertySchema, ResourceHints } from '../../../schemas';
import { VERSION, withVersion } from '../../../schemas/version';
import { compileEntity } from '../../validation';
import { archivosDe } from '../../../schemas/catalog-fields';
import { checkFile, checkReference, fail, isObject } from './field-checks';

export const CATALOG_NAME = /^[a-z][a-z0-9-]{0,49}$/;
const PROPERTY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const FIELD_TYPES = ['string', 'number', 'integer', 'boolean'];
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
  if (!isObject(raw.properties)) fail('"properties" debe ser un objeto');
  const entries = Object.entries(raw.properties).filter(([name]) => !RESERVED.includes(name));
  if (entries.length === 0) fail('el catalogo no declara campos');
  for (const [name, prop] of entries) {
    if (!PROPERTY_NAME.test(name)) fail(`nombre de campo invalido: "${name}"`);
    if (!isObject(prop)) fail(`el campo "${name}" debe ser un objeto`);
    const ui = isObject(prop['x-ui']) ? prop['x-ui'] : {};
    if (ui.widget === 'reference') checkReference(name, prop, ui);
    else if (ui.widget === 'file') checkFile(name, prop, ui);
    else if (!FIELD_TYPES.includes(prop.type as string)) {
      fail(`el campo "${name}" debe tener "type" ${FIELD_TYPES.join(', ')}, o ser una referencia o un archivo`);
    }
  }
  return Object.fromEntries(entries) as Record<string, PropertySchema>;
}

function checkedNames(value: unknown, what: string, known: string[]): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) fail(`${what} debe ser una lista de campos`);
  const unknown = value.filter((v) => !known.includes(v));
  if (unknown.length > 0) fail(`${what} nombra campos que no existen: ${unknown.join(', ')}`);
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
    list.columns === undefined
      ? fields.slice(0, DEFAULT_COLUMNS)
      : checkedNames(list.columns, 'x-resource.list.columns', fields);
  if (columns.length === 0) fail('x-resource.list.columns esta vacio');
  const representation = given.recordRepresentation ?? (fields.includes('nombre') ? 'nombre' : columns[0]);
  checkedNames([representation], 'x-resource.recordRepresentation', fields);
  if (given.key !== undefined) checkedNames([given.key], 'x-resource.key', fields);
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

/** The served schema of catalog `name`; throws Error(reason) when `raw` is not usable. */
export function catalogSchema(name: string, raw: unknown): EntitySchema {
  if (!CATALOG_NAME.test(name)) fail(`nombre de catalogo invalido: "${name}" (minusculas, digitos y guiones)`);
  if (!isObject(raw)) fail('el esquema debe ser un objeto JSON');
  if (raw.type !== 'object') fail('"type" debe ser "object"');
  if (typeof raw.title !== 'string' || raw.title.trim() === '') fail('falta "title"');
  const properties = adminProperties(raw);
  const fields = Object.keys(properties);
  if (raw.required !== undefined) checkedNames(raw.required, '"required"', fields);
  // A file comes in its own part, never in the record's JSON, so "required" could not be checked with the record.
  const requiredFiles = ((raw.required as string[] | undefined) ?? []).filter((f) => f in archivosDe(properties));
  if (requiredFiles.length > 0) fail(`un archivo no puede ser obligatorio: ${requiredFiles.join(', ')}`);
  const schema = withVersion({
    ...raw,
    $id: `catalogos/${name}`,
    title: raw.title.trim(),
    type: 'object',
    properties: { id: SERVER_PROPERTIES.id, ...properties, sucursal: SERVER_PROPERTIES.sucursal },
    'x-resource': resourceHints(name, raw, properties),
  });
  try {
    compileEntity(schema);
  } catch (error) {
    fail(`el esquema no compila: ${(error as Error).message}`);
  }
  return schema;
}
