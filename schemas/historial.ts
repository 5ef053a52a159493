/**
 * The Historial de Compras (docs/product.md §2 /compras/historial) as one rule for server and mocks:
 * an obra's applied compras grouped by proveedor, each group's sums and the grand total in cents,
 * groups by proveedor nombre then id. The server sums the groups in SQL (GROUP BY proveedor,
 * server/modules/compra/historial.ts) and totals and answers them here; the mocks group their
 * fixture rows with `gruposPorProveedor` and answer the same way.
 */
import { fromCents, toCents } from './money';

export interface Sumas {
  subTotal: bigint;
  iva: bigint;
  total: bigint;
  saldo: bigint;
}

export interface GrupoHistorial extends Sumas {
  proveedor: { id: number; nombre: string };
  compras: number;
}

/** The history's filters: fechas YYYY-MM-DD, both inclusive. */
export interface HistorialFiltro {
  obraId: number;
  proveedorId?: number;
  desde?: string;
  hasta?: string;
}

/** A range asked backwards: the server's 400 (RANGO_INVERTIDO), never an empty history. */
export const rangoInvertido = ({ desde, hasta }: Pick<HistorialFiltro, 'desde' | 'hasta'>): boolean =>
  desde !== undefined && hasta !== undefined && desde > hasta;

const SUMAS = ['subTotal', 'iva', 'total', 'saldo'] as const;

const sumar = (a: Sumas, b: Sumas): Sumas =>
  Object.fromEntries(SUMAS.map((key) => [key, a[key] + b[key]])) as unknown as Sumas;

const CERO: Sumas = { subTotal: 0n, iva: 0n, total: 0n, saldo: 0n };

/** The grand total: the groups (one per proveedor) added in cents. */
export const totalDeGrupos = (grupos: readonly GrupoHistorial[]) =>
  grupos.reduce((acc, { compras, ...grupo }) => ({ ...sumar(acc, grupo), compras: acc.compras + compras }), {
    ...CERO,
    compras: 0,
  });

/** Compra rows (money as JSON numbers or decimal text) grouped and summed per proveedor, by nombre then id. */
export function gruposPorProveedor(
  filas: readonly ({ proveedor: { id: number; nombre: string } } & Record<(typeof SUMAS)[number], number | string>)[],
): GrupoHistorial[] {
  const grupos = new Map<number, GrupoHistorial>();
  for (const fila of filas) {
    const grupo = grupos.get(fila.proveedor.id) ?? { proveedor: fila.proveedor, compras: 0, ...CERO };
    const cents = Object.fromEntries(SUMAS.map((key) => [key, toCents(fila[key])])) as unknown as Sumas;
    grupos.set(fila.proveedor.id, { ...grupo, ...sumar(grupo, cents), compras: grupo.compras + 1 });
  }
  return [...grupos.values()].sort(
    (a, b) => a.proveedor.nombre.localeCompare(b.proveedor.nombre) || a.proveedor.id - b.proveedor.id,
  );
}

const sumasJson = (sumas: Sumas) => Object.fromEntries(SUMAS.map((key) => [key, fromCents(sumas[key])]));

/** GET /api/compra/historial's answer: the groups in their order and their total, money as JSON numbers. */
export const historialRespuesta = (grupos: readonly GrupoHistorial[]) => {
  const { compras, ...total } = totalDeGrupos(grupos);
  return {
    grupos: grupos.map(({ proveedor, compras: n, ...sumas }) => ({ proveedor, compras: n, ...sumasJson(sumas) })),
    total: { compras, ...sumasJson(total) },
  };
};
