/**
 * A catalog's key (`x-resource.key`) is a field no two records of a sucursal share: a sheet that
 * repeats one, or brings one already stored, would fail when saved, so the preview says so per row.
 */
import { normalizarClave } from './clave';
import type { FilaImportada } from './filas';

/** Adds to each row whose key repeats an earlier row's or a stored one (`existentes`, normalized) its error. */
export function marcarDuplicados(filas: FilaImportada[], key: string, etiqueta: string, existentes: Set<string>): void {
  const primeras = new Map<string, number>();
  for (const { fila, datos, errores } of filas) {
    const clave = normalizarClave(datos[key]);
    // A blank key is "required"'s to report; a key already wrong needs no second message.
    if (!clave || errores.some((error) => error.field === key)) continue;
    const primera = primeras.get(clave);
    if (primera !== undefined) errores.push({ field: key, message: `Repetido en la fila ${primera}` });
    else if (existentes.has(clave))
      errores.push({ field: key, message: `Ya existe un registro con ${etiqueta} ${String(datos[key])}` });
    if (primera === undefined) primeras.set(clave, fila);
  }
}
