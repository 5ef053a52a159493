/**
 * What an admin's reference and file fields must say to be served (./served.ts): a schema
 * that breaks a rule throws Error(reason) in Spanish, which the registry logs and the designer
 * answers as a 400.
 */
import { ARCHIVO_MB_MAXIMO, ARCHIVO_TIPOS, CATALOGO_REFERENCIA, REFERENCIAS } from './kinds';

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function fail(reason: string): never {
  throw new Error(reason);
}

/** A reference is `{ id, nombre }` of an entity a catalog may link to, or of another catalog. */
export function checkReference(name: string, prop: Record<string, unknown>, ui: Record<string, unknown>): void {
  const target = ui.reference;
  if (typeof target !== 'string' || !(target in REFERENCIAS || CATALOGO_REFERENCIA.test(target))) {
    fail(
      `El campo "${name}" apunta a "${String(target)}", que no se puede elegir: use ${Object.keys(REFERENCIAS).join(', ')} o catalogos/<nombre>`,
    );
  }
  const id = isObject(prop.properties) && isObject(prop.properties.id) ? prop.properties.id : undefined;
  if (prop.type !== 'object' || id?.type !== 'integer')
    fail(`El campo "${name}" es una referencia: debe ser un objeto con "id" entero`);
}

/** A file field holds the stored file's reference; only its upload sets it. */
export function checkFile(name: string, prop: Record<string, unknown>, ui: Record<string, unknown>): void {
  if (prop.type !== 'string' || prop.readOnly !== true)
    fail(`El campo "${name}" es un archivo: debe ser "type": "string" con "readOnly": true`);
  const accept = ui.accept ?? [];
  if (!Array.isArray(accept) || !accept.every((t) => (ARCHIVO_TIPOS as readonly unknown[]).includes(t))) {
    fail(`El campo "${name}" acepta tipos de archivo no permitidos: use ${ARCHIVO_TIPOS.join(', ')}`);
  }
  const mb = ui.maxMB;
  if (mb !== undefined && !(typeof mb === 'number' && mb > 0 && mb <= ARCHIVO_MB_MAXIMO)) {
    fail(`El tamano maximo del campo "${name}" debe estar entre 0 y ${ARCHIVO_MB_MAXIMO} MB`);
  }
}
