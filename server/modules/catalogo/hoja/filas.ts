/**
 * A read sheet (leer.ts) as the records it would create in a catalog, each with its errors in the
 * words a form would show: cells are converted by field kind (celdas.ts), referenced names resolved
 * in one batch per field (referencias.ts), the record checked by `validateRecord`, the same call as
 * a form's save, and repeated keys reported (duplicados.ts). Nothing is stored here.
 */
import type { EntitySchema } from '../../../../schemas';
import { referenciasDe, tipoDe } from '../../../../schemas/catalog-fields';
import { validateRecord } from '../../../../schemas/validation';
import type { FieldError } from '../../../http-errors';
// Installs the run-time compiler: catalogs have no precompiled validator, and without one every record passes.
import '../../../validation';
import { columnasDe } from './campos';
import { valorDeCelda } from './celdas';
import { marcarDuplicados } from './duplicados';
import type { Hoja } from './leer';
import {
  buscarReferencias,
  noEncontrado,
  referenciaDe,
  type IdsPorNombre,
  type ResolverReferencias,
} from './referencias';

/** One row as schemas/api/catalogo-diseno.ts's `filaImportada`. */
export interface FilaImportada {
  fila: number;
  datos: Record<string, unknown>;
  errores: FieldError[];
}

const etiquetaDe = (schema: EntitySchema, campo: string) => schema.properties[campo]?.title ?? campo;

function filaImportada(schema: EntitySchema, fila: number, entrada: Record<string, unknown>, ids: IdsPorNombre) {
  const datos: Record<string, unknown> = {};
  const errores: FieldError[] = [];
  for (const [campo, celda] of Object.entries(entrada)) {
    const prop = schema.properties[campo];
    const tipo = tipoDe(prop);
    if (tipo !== 'referencia') datos[campo] = valorDeCelda(tipo, prop, celda);
    else {
      const referencia = referenciaDe(ids, campo, celda);
      if (referencia) datos[campo] = referencia;
      else errores.push({ field: campo, message: noEncontrado(celda, etiquetaDe(schema, campo)) });
    }
  }
  const { value, errors } = validateRecord(schema, datos);
  for (const [field, message] of Object.entries(errors ?? {})) {
    // A reference not found is reported once, not again as a missing or invalid id.
    if (!errores.some((error) => field === error.field || field.startsWith(`${error.field}.`))) {
      errores.push({ field, message });
    }
  }
  return { fila, datos: value, errores };
}

/**
 * The rows of `hoja` for catalog `schema`. `existentes`: the normalized keys (normalizarClave) the
 * catalog already holds, when it has an `x-resource.key`.
 */
export async function filasDelCatalogo(
  schema: EntitySchema,
  hoja: Hoja,
  referencias: ResolverReferencias,
  existentes: Set<string> = new Set(),
): Promise<{ filas: FilaImportada[]; columnasIgnoradas: string[] }> {
  const { campos, ignoradas } = columnasDe(schema, hoja.encabezados);
  // Each row's non-blank cells by field: a blank cell is an absent field, as in a form.
  const entradas = hoja.filas.map(({ celdas }) =>
    Object.fromEntries(
      campos.flatMap((campo, i) =>
        campo && celdas[i] !== null && celdas[i] !== undefined ? [[campo, celdas[i]]] : [],
      ),
    ),
  );
  const ids = await buscarReferencias(referenciasDe(schema.properties), entradas, referencias);
  const filas = hoja.filas.map(({ fila }, i) => filaImportada(schema, fila, entradas[i], ids));
  const key = schema['x-resource']?.key;
  if (key) marcarDuplicados(filas, key, etiquetaDe(schema, key), existentes);
  return { filas, columnasIgnoradas: ignoradas };
}
