/**
 * Reference fields name the referenced record as people know it (its name), or give its id. The
 * names are looked up once per field for the whole sheet, never once per row: a 5,000-row sheet is
 * one query per reference field.
 */
import { normalizarClave } from './clave';

/** The ids of the records of `referencia` (`obras`, `catalogos/herramientas`) named `nombres`; absent when not found. */
export type ResolverReferencias = (
  campo: string,
  referencia: string,
  nombres: string[],
) => Promise<Map<string, number>>;

/** Field → normalized name → id. */
export type IdsPorNombre = Map<string, Map<string, number>>;

const nombreDe = (celda: unknown) => String(celda).trim();

/** Resolves the distinct names of each reference field (`campo → referencia`) among `entradas`' cells. */
export async function buscarReferencias(
  campos: Record<string, string>,
  entradas: Record<string, unknown>[],
  resolver: ResolverReferencias,
): Promise<IdsPorNombre> {
  const ids: IdsPorNombre = new Map();
  await Promise.all(
    Object.entries(campos).map(async ([campo, referencia]) => {
      // One spelling per name: 'Grua 1' and 'GRUA 1 ' are asked for once.
      const nombres = new Map<string, string>();
      for (const entrada of entradas) {
        if (entrada[campo] === undefined) continue;
        const nombre = nombreDe(entrada[campo]);
        if (!nombres.has(normalizarClave(nombre))) nombres.set(normalizarClave(nombre), nombre);
      }
      if (nombres.size === 0) return;
      const encontrados = await resolver(campo, referencia, [...nombres.values()]);
      ids.set(campo, new Map([...encontrados].map(([nombre, id]) => [normalizarClave(nombre), id])));
    }),
  );
  return ids;
}

/**
 * The reference a cell names; undefined when none. A number no name matches is taken as the id,
 * which the save must check as it checks a form's.
 */
export function referenciaDe(ids: IdsPorNombre, campo: string, celda: unknown): { id: number } | undefined {
  const nombre = nombreDe(celda);
  const id = ids.get(campo)?.get(normalizarClave(nombre)) ?? (/^[1-9]\d*$/.test(nombre) ? Number(nombre) : undefined);
  return id === undefined ? undefined : { id };
}

export const noEncontrado = (celda: unknown, etiqueta: string) => `No se encontro '${nombreDe(celda)}' en ${etiqueta}`;
