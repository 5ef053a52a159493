/**
 * The designer's form and the admin's JSON Schema of a catalog, both ways. A field becomes its
 * property only through `propiedadDe` and is read back only through `campoDe`
 * (schemas/catalog-fields/); whatever the form cannot hold (a pattern, a default, a key it does not
 * know) stays in the schema as it was and is edited as JSON.
 */
import type { PropertySchema } from '../../../schemas';
import { campoDe, propiedadDe, type Campo } from '../../../schemas/catalog-fields';
import type { EsquemaAdmin } from '../../dataProvider';

export type { EsquemaAdmin };

/** What the designer's form holds. `nombre` is the catalog's (only asked for a new one). */
export interface Disenado {
  nombre: string;
  titulo: string;
  descripcion?: string;
  campos: Campo[];
  representacion?: string;
  clave?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every value of `parte` is in `todo` (objects recursively, arrays equal). */
function contiene(todo: unknown, parte: unknown): boolean {
  if (isObject(parte)) return isObject(todo) && Object.entries(parte).every(([k, v]) => contiene(todo[k], v));
  if (Array.isArray(parte)) return JSON.stringify(todo) === JSON.stringify(parte);
  return todo === parte;
}

const propiedades = (esquema: EsquemaAdmin) => (isObject(esquema.properties) ? esquema.properties : {});
const columnas = (esquema: EsquemaAdmin) => esquema['x-resource']?.list?.columns ?? [];

/** The field of a property when the form holds all of it: written back, nothing it says is lost. */
function campoCompleto(esquema: EsquemaAdmin, nombre: string, prop: PropertySchema): Campo | undefined {
  const campo = campoDe(nombre, prop, { required: esquema.required, columnas: columnas(esquema) });
  return campo && contiene(propiedadDe(campo), prop) ? campo : undefined;
}

/** The properties the form cannot show, kept as they are: 'Solo en JSON'. */
export function soloEnJson(esquema: EsquemaAdmin): string[] {
  return Object.entries(propiedades(esquema))
    .filter(([nombre, prop]) => !campoCompleto(esquema, nombre, prop))
    .map(([nombre]) => nombre);
}

export function disenoDe(esquema: EsquemaAdmin, nombre: string): Disenado {
  const hints = esquema['x-resource'] ?? {};
  return {
    nombre,
    titulo: esquema.title ?? '',
    ...(esquema.description && { descripcion: esquema.description }),
    campos: Object.entries(propiedades(esquema)).flatMap(([n, prop]) => campoCompleto(esquema, n, prop) ?? []),
    ...(hints.recordRepresentation && { representacion: hints.recordRepresentation }),
    ...(hints.key && { clave: hints.key }),
  };
}

/** A row as the inputs leave it: blanks (null, '') are absent, options trimmed. */
function limpio(campo: Campo): Campo {
  const presentes = Object.entries(campo).filter(([, v]) => v !== null && v !== '' && v !== undefined);
  const limpiado = Object.fromEntries(presentes) as unknown as Campo;
  if (campo.opciones) limpiado.opciones = campo.opciones.map((o) => o.trim()).filter(Boolean);
  return limpiado;
}

/**
 * The schema the form describes, over `base` (the schema the form was read from): its other keys
 * and its 'Solo en JSON' properties stay, after the form's fields.
 */
export function esquemaDe(diseno: Disenado, base: EsquemaAdmin): EsquemaAdmin {
  const campos = (diseno.campos ?? []).filter((c) => c?.nombre).map(limpio);
  const intactos = soloEnJson(base);
  const conservado = (lista: string[]) => lista.filter((n) => intactos.includes(n));
  const required = [...campos.filter((c) => c.requerido).map((c) => c.nombre), ...conservado(base.required ?? [])];
  const columns = [...campos.filter((c) => c.columna).map((c) => c.nombre), ...conservado(columnas(base))];
  // Replaced by the form's choices below; any other hint (the label) stays.
  const { list, recordRepresentation: _r, key: _k, ...otrosHints } = base['x-resource'] ?? {};
  const hints = {
    ...otrosHints,
    ...(columns.length > 0 && { list: { ...list, columns } }),
    ...(diseno.representacion && { recordRepresentation: diseno.representacion }),
    ...(diseno.clave && { key: diseno.clave }),
  };
  const { description: _d, required: _q, 'x-resource': _x, ...resto } = base;
  return {
    ...resto,
    title: diseno.titulo ?? '',
    ...(diseno.descripcion?.trim() && { description: diseno.descripcion.trim() }),
    type: 'object',
    ...(required.length > 0 && { required }),
    properties: {
      ...Object.fromEntries(campos.map((c) => [c.nombre, propiedadDe(c)])),
      ...Object.fromEntries(intactos.map((n) => [n, propiedades(base)[n]])),
    },
    ...(Object.keys(hints).length > 0 && { 'x-resource': hints }),
  };
}
