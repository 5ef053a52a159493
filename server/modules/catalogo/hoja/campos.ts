/**
 * Which fields of a catalog a sheet holds, and which column is which field. Import and export use
 * the same list, so an exported sheet imports back as it is.
 */
import type { EntitySchema, PropertySchema } from '../../../../schemas';
import { archivosDe } from '../../../../schemas/catalog-fields';
import { VERSION } from '../../../../schemas/version';
import { normalizarClave } from './clave';

/** What the server owns in every catalog (catalog-schema.ts): never read from a sheet. */
const DEL_SERVIDOR = ['id', 'sucursal', VERSION];

/** The fields a sheet carries, in schema order: neither the server's nor files (uploaded, not typed). */
export function camposDeHoja(schema: EntitySchema): [string, PropertySchema][] {
  const archivos = archivosDe(schema.properties);
  return Object.entries(schema.properties).filter(([name]) => !DEL_SERVIDOR.includes(name) && !(name in archivos));
}

/** 'Número de Serie', 'NUMERO DE SERIE' and 'numero_de_serie' all read 'numerodeserie'. */
const normalizado = (text: string) => normalizarClave(text).replace(/[^a-z0-9]/g, '');

export interface Columnas {
  /** The field of each column, by position; undefined for a column no field takes. */
  campos: (string | undefined)[];
  /** Headers that name no field, or a field an earlier column already took. */
  ignoradas: string[];
}

/** Each header matched to a field by its title or its name, ignoring case, accents and spaces. */
export function columnasDe(schema: EntitySchema, encabezados: string[]): Columnas {
  const porNombre = new Map<string, string>();
  // Titles first: a header reads like the label people see.
  for (const [name, prop] of camposDeHoja(schema)) if (prop.title) porNombre.set(normalizado(prop.title), name);
  for (const [name] of camposDeHoja(schema))
    if (!porNombre.has(normalizado(name))) porNombre.set(normalizado(name), name);
  const tomados = new Set<string>();
  const ignoradas: string[] = [];
  const campos = encabezados.map((encabezado) => {
    const campo = porNombre.get(normalizado(encabezado));
    if (campo && !tomados.has(campo)) {
      tomados.add(campo);
      return campo;
    }
    if (encabezado) ignoradas.push(encabezado);
    return undefined;
  });
  return { campos, ignoradas };
}
