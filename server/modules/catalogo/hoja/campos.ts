/**
 * Which fields of a catalog a sheet holds, and which column is which field. Import and export use
 * the same list, so an exported sheet imports back as it is.
 */
import type { EntitySchema, PropertySchema } from '../../../../schemas';
import { archivosDe } from '../../../../schemas/catalog-fields';
import { VERSION } from '../../../../schemas/version';
import { normalizarClave } from './clave';

/** What the server owns in every catalog (schemas/catalog-fields/served.ts): never read from a sheet. */
const DEL_SERVIDOR = ['id', 'sucursal', VERSION];

/** The fields a sheet carries, in schema order: neither the server's nor files (uploaded, not typed). */
export function camposDeHoja(schema: EntitySchema): [string, PropertySchema][] {
  const archivos = archivosDe(schema.properties);
  return Object.entries(schema.properties).filter(([name]) => !DEL_SERVIDOR.includes(name) && !(name in archivos));
}

/** 'Número de Serie', 'NUMERO DE SERIE' and 'numero_de_serie' all read 'numerodeserie'. */
const normalizado = (text: string) => normalizarClave(text).replace(/[^a-z0-9]/g, '');

interface Columnas {
  /** The field of each column, by position; undefined for a column no field takes. */
  campos: (string | undefined)[];
  /** Headers that name no field, or a field an earlier column already took. */
  ignoradas: string[];
}

/** Each header matched to a field by its title or its name, ignoring case, accents, spaces and punctuation. */
export function columnasDe(schema: EntitySchema, encabezados: string[]): Columnas {
  const declarados = camposDeHoja(schema);
  const porNombre = new Map<string, string>([
    ...declarados.map(([name]) => [normalizado(name), name] as const),
    // Later entries win: a title, the label people see, over another field's name that reads alike.
    ...declarados.flatMap(([name, prop]) => (prop.title ? [[normalizado(prop.title), name] as const] : [])),
  ]);
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
