/** What the mocked history queries share: the obra, an optional proveedor and date range, newest first. */
import type { MockParams } from './data';
interface Row {
  obra?: { id: number };
  proveedor?: { id: number | string };
  fecha?: string;
  folio?: number;
}

export function ofObra<T extends Row>(rows: T[], params: MockParams): T[] {
  const { obraId, proveedorId, desde, hasta } = params;
  return rows
    .filter((row) => row.obra?.id === Number(obraId))
    .filter((row) => proveedorId === undefined || Number(row.proveedor?.id) === Number(proveedorId))
    .filter((row) => desde === undefined || (row.fecha ?? '') >= String(desde))
    .filter((row) => hasta === undefined || (row.fecha ?? '') <= String(hasta))
    .sort((a, b) => (b.fecha ?? '').localeCompare(a.fecha ?? '') || (b.folio ?? 0) - (a.folio ?? 0));
}
