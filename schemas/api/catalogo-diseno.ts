/**
 * The catalog designer's routes (`/api/configura/catalogos`, admins) and a catalog's import and
 * export (`/api/catalogo/{catalogo}/importar|exportar`, the catalog's permiso). A catalog is stored
 * as the admin's JSON Schema with a version (schemas/catalogos/README.md); the server completes it
 * into the schema it serves.
 */
import { catalogoParams } from './catalogo';
import { answers, binary, filePart, listOf, object, pagedQuery, type RouteContract } from './shared';

const text = { type: 'string' };
const integer = { type: 'integer' };
const anyObject = { type: 'object', additionalProperties: true };

export const NOMBRE_CATALOGO_MENSAJE =
  'El nombre del catalogo lleva minusculas, digitos y guiones, y empieza con una letra (maximo 50)';

const nombre = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,49}$', errorMessage: NOMBRE_CATALOGO_MENSAJE };

/** Values for fields existing records lack or hold invalid after a change, by field. */
const predeterminados = {
  type: 'object',
  additionalProperties: true,
  description: 'Valor por campo para los registros que no lo tienen o lo tienen invalido tras el cambio',
};

/** One catalog as the designer lists it. */
export const catalogoDiseno = object(
  {
    nombre: text,
    esquema: { ...anyObject, description: 'El JSON Schema del administrador (schemas/catalogos/README.md)' },
    version: integer,
    registros: { ...integer, description: 'Registros guardados, de todas las sucursales' },
  },
  ['nombre', 'esquema', 'version', 'registros'],
);

/** What a change does to the stored records: one entry per field whose rule they would break. */
export const cambio = object(
  {
    campo: text,
    mensaje: { ...text, description: "'12 registros no tienen Placas'" },
    registros: integer,
    /** The change applies once a default for this field is given. */
    pidePredeterminado: { type: 'boolean' },
  },
  ['campo', 'mensaje', 'registros', 'pidePredeterminado'],
);

export const revision = object(
  {
    /** The schema as it would be served (the list and the editor of the preview). */
    servido: anyObject,
    cambios: listOf(cambio),
    /** No stored record would be left invalid: saving applies it as it is. */
    aplicable: { type: 'boolean' },
  },
  ['servido', 'cambios', 'aplicable'],
);

export const catalogoDisenoApi = {
  list: {
    summary: 'Catalogos definidos por el administrador, con su esquema, su version y cuantos registros tienen',
    response: answers(listOf(catalogoDiseno)),
  },
  review: {
    summary: 'Revisa un esquema sin guardarlo: el esquema servido y a cuantos registros afecta cada cambio',
    body: object({ nombre, esquema: anyObject, predeterminados }, ['nombre', 'esquema']),
    response: answers(revision),
  },
  create: {
    summary: 'Crea un catalogo: su esquema, su entrada de menu y el permiso de los administradores',
    body: object({ nombre, esquema: anyObject }, ['nombre', 'esquema']),
    response: answers(catalogoDiseno, 201),
  },
  update: {
    summary:
      'Cambia el esquema de un catalogo; los registros que el cambio dejaria invalidos toman los predeterminados',
    description:
      '409 si `version` no es la guardada, o si algun registro quedaria invalido (errors: un mensaje por campo, con cuantos registros); nada se guarda.',
    params: object({ nombre }, ['nombre']),
    body: object({ esquema: anyObject, version: integer, predeterminados }, ['esquema', 'version']),
    response: answers(catalogoDiseno),
  },
} satisfies Record<string, RouteContract>;

/** One row of an import: what would be stored, or why not. */
export const filaImportada = object(
  {
    fila: { ...integer, description: 'Numero de renglon en la hoja (el encabezado es el 1)' },
    datos: anyObject,
    errores: listOf(object({ field: text, message: text }, ['field', 'message'])),
  },
  ['fila', 'datos', 'errores'],
);

export const importacion = object(
  {
    filas: listOf(filaImportada),
    validas: integer,
    conErrores: integer,
    /** Rows stored: 0 in a preview. */
    guardadas: integer,
    /** Headers of the sheet that name no field, ignored. */
    columnasIgnoradas: listOf(text),
  },
  ['filas', 'validas', 'conErrores', 'guardadas', 'columnasIgnoradas'],
);

export const catalogoArchivoApi = {
  importar: {
    summary: 'Importa registros de un .xlsx o .csv: sin confirmar solo revisa; confirmado guarda las filas validas',
    params: catalogoParams,
    bodyContent: {
      'multipart/form-data': object(
        {
          archivo: filePart('La hoja: .xlsx o .csv (UTF-8), con encabezados en el primer renglon'),
          confirmar: { type: 'string', enum: ['true', 'false'] },
        },
        ['archivo'],
      ),
    },
    response: answers(importacion),
  },
  exportar: {
    summary: 'La lista del catalogo (con su busqueda) como .xlsx',
    params: catalogoParams,
    querystring: pagedQuery(),
    response: answers(
      binary('La hoja de calculo', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ),
  },
} satisfies Record<string, RouteContract>;
