/**
 * What an admin's reference and file fields must say to be served (./catalog-schema.ts): a schema
 * that breaks a rule throws Error(reason) in Spanish, which the registry logs and the designer
 * answers as a 400.
 */
import { ARCHIVO_MB_MAXIMO, ARCHIVO_TIPOS, CATALOGO_REFERENCIA, REFERENCIAS } from '../../../schemas/catalog-fields';

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
      `el campo "${name}" referencia "${String(target)}": use ${Object.keys(REFERENCIAS).join(', ')} o catalogos/<nombre>`,
    );
  }
  const id = isObject(prop.properties) && isObject(prop.properties.id) ? prop.properties.id : undefined;
  if (prop.type !== 'object' || id?.type !== 'integer') fail(`el campo "${name}" debe ser un objeto con "id" entero`);
}

/** A file field holds the stored file's reference; only its upload sets it. */
export function checkFile(name: string, prop: Record<string, unknown>, ui: Record<string, unknown>): void {
  if (prop.type !== 'string' || prop.readOnly !== true)
    fail(`el campo "${name}" (archivo) debe ser "string" y "readOnly"`);
  const accept = ui.accept ?? [];
  if (!Array.isArray(accept) || !accept.every((t) => (ARCHIVO_TIPOS as readonly unknown[]).includes(t))) {
    fail(`el campo "${name}" acepta tipos no permitidos: use ${ARCHIVO_TIPOS.join(', ')}`);
  }
  const mb = ui.maxMB;
  if (mb !== undefined && !(typeof mb === 'number' && mb > 0 && mb <= ARCHIVO_MB_MAXIMO)) {
    fail(`el campo "${name}" debe limitar su tamano entre 0 y ${ARCHIVO_MB_MAXIMO} MB`);
  }
}
