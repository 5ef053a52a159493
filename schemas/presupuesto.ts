/**
 * The presupuesto of an obra (docs/domain.md, Presupuesto): its conceptos de obra and their
 * importe, for browser, mocks and server alike. A concepto de obra is a line of the contract's
 * budget, never a `concepto` of the catalog of what is bought.
 */
import { divRound, formatCents, fromCents, parseCents, parseScaled } from './money';

/** Decimals of a concepto's cantidad, as `numeric(18,4)` stores it. */
/** The 404 of a concepto de obra the caller cannot see: the server's, and the mocks'. */
export const CONCEPTO_NO_ENCONTRADO = 'Concepto no encontrado';

export const CANTIDAD_DECIMALES = 4;
const CANTIDAD_UNIDAD = 10n ** BigInt(CANTIDAD_DECIMALES);

/** Partidas nest at most this deep (partida, subpartida, sub-subpartida). */
export const NIVELES_PARTIDA = 3;

/** An importe read from a file may differ from cantidad × P.U. by this many cents (the file's own rounding). */
export const TOLERANCIA_CENTAVOS = 1n;

/**
 * importe = cantidad × precio unitario, rounded half up (away from zero) to the cent, in integer
 * cents; null when either is not a decimal of its scale (cantidad up to 4 decimals, P.U. up to 2).
 */
export function importeConcepto(cantidad: unknown, precioUnitario: unknown): bigint | null {
  const diezmilesimas = parseScaled(cantidad, CANTIDAD_DECIMALES);
  const centavos = parseCents(precioUnitario);
  if (diezmilesimas === null || centavos === null) return null;
  return divRound(diezmilesimas * centavos, CANTIDAD_UNIDAD);
}

/** An imported row whose importe is not cantidad × P.U. (beyond TOLERANCIA_CENTAVOS), in cents. */
export const importeNoCuadra = (archivo: bigint, calculado: bigint) =>
  `El importe ${formatCents(archivo)} no es cantidad × P.U. (${formatCents(calculado)})`;

/** An imported row whose clave an earlier row of the sheet has. */
export const claveRepetida = (clave: string, primera: number) => `La clave ${clave} se repite (renglon ${primera})`;

/**
 * A row of a presupuesto in its order, partida or concepto, as an import reads it and the demo
 * writes it: amounts in cents, cantidad as decimal text with 4 decimals.
 */
export interface RenglonPresupuesto {
  tipo: 'partida' | 'concepto';
  /** 1–3 for a partida; a concepto's is its partida's + 1 (1 without one). */
  nivel: number;
  clave: string;
  descripcion: string;
  unidad?: string;
  cantidad?: string;
  precioUnitario?: bigint;
  /** cantidad × P.U. for a concepto; a partida's subtotal as a sheet states it. */
  importe?: bigint;
  /** The index, among the rows, of the partida it belongs to. */
  padre?: number;
}

/** A row of an import's preview as the API answers it (schemas/api/presupuesto.ts `renglon`): JSON numbers. */
export const renglonImportado = (r: RenglonPresupuesto, fila: number, errores: string[]) => ({
  fila,
  tipo: r.tipo,
  nivel: r.nivel,
  clave: r.clave,
  descripcion: r.descripcion,
  ...(r.unidad === undefined ? {} : { unidad: r.unidad }),
  ...(r.cantidad === undefined ? {} : { cantidad: Number(r.cantidad) }),
  ...(r.precioUnitario === undefined ? {} : { precioUnitario: fromCents(r.precioUnitario) }),
  ...(r.importe === undefined ? {} : { importe: fromCents(r.importe) }),
  errores,
});

/** Decimal text of a cantidad in ten-thousandths: 125000n → '12.5000'. */
export function cantidadTexto(diezmilesimas: bigint): string {
  return `${diezmilesimas / CANTIDAD_UNIDAD}.${String(diezmilesimas % CANTIDAD_UNIDAD).padStart(CANTIDAD_DECIMALES, '0')}`;
}

/** A confirmed import refused: nothing is stored while any row has an error. */
export const hojaConErrores = (n: number) =>
  `La hoja tiene ${n.toLocaleString('en-US')} ${n === 1 ? 'renglon' : 'renglones'} con errores: corrijalos y vuelva a importarla`;

/** A partida's place in the tree, as the resumen answers it. */
export interface PartidaArbol {
  id: number;
  padreId: number | null;
  /** What its own conceptos add up to, in cents. */
  propio: bigint;
}

/**
 * Each partida's subtotal in cents: its own conceptos plus its subpartidas', at any depth. `partidas`
 * may come in any order; a padre missing from the list adds nothing.
 */
export function subtotalesPartidas(partidas: readonly PartidaArbol[]): Map<number, bigint> {
  const subtotales = new Map(partidas.map((p) => [p.id, 0n]));
  const padreDe = new Map(partidas.map((p) => [p.id, p.padreId]));
  for (const partida of partidas) {
    // Climbs at most NIVELES_PARTIDA steps: each partida's own sum reaches every ancestor once.
    for (let id: number | null = partida.id; id !== null && subtotales.has(id); id = padreDe.get(id) ?? null) {
      subtotales.set(id, (subtotales.get(id) ?? 0n) + partida.propio);
    }
  }
  return subtotales;
}

/** The presupuesto's columns, in the order the screen, the export and the PDF show them. */
export const COLUMNAS_PRESUPUESTO = {
  clave: 'Clave',
  descripcion: 'Descripcion',
  unidad: 'Unidad',
  cantidad: 'Cantidad',
  precioUnitario: 'P.U.',
  importe: 'Importe',
};

/** The last row of the export and the PDF: what every concepto adds up to. */
export const TOTAL_PRESUPUESTO = 'Total del presupuesto';

/** The obra's contract amount before IVA, beside the presupuesto's total. */
export const COSTO_TOTAL_OBRA = 'Costo total de la obra (antes de IVA)';

/** An ajuste's 400s beyond its schema (docs/domain.md, Ajuste): the server's, and the mocks'. */
export const AJUSTE = {
  concepto: 'Seleccione un concepto valido..',
  partida: 'Seleccione una partida valida..',
  clave: 'Ingrese la clave del concepto..',
  descripcion: 'Ingrese la descripcion del concepto..',
  unidad: 'Ingrese la unidad del concepto..',
  precioUnitario: 'Ingrese el P.U. convenido..',
  cantidadCero: 'La cantidad del ajuste no puede ser cero..',
  extraordinarioNegativo: 'La cantidad de un concepto extraordinario debe ser mayor a cero..',
} as const;

/** A deductiva that would leave the concepto below zero. */
export const deductivaExcede = (vigente: string) =>
  `La deductiva excede la cantidad vigente del concepto (${Number(vigente).toLocaleString('en-US', { maximumFractionDigits: CANTIDAD_DECIMALES })})..`;

/** A re-import refused: the obra's ajustes refer to the conceptos it would replace. */
export const PRESUPUESTO_CON_AJUSTES = 'El presupuesto tiene ajustes: ya no se puede reemplazar importando otra hoja..';

/** A document that charges its cost to a partida of another obra's presupuesto (or one that is gone). */
export const PARTIDA_DE_OTRA_OBRA = 'La partida no es del presupuesto de esta obra..';

/** A captured avance with more decimals than a cantidad keeps. */
export const AVANCE_DECIMALES = `Ingrese una cantidad con maximo ${CANTIDAD_DECIMALES} decimales..`;

/** A captured avance above the concepto's cantidad (until an ajuste raises it). */
export const avanceExcede = (cantidad: string, unidad: string) =>
  `La cantidad ejecutada no puede pasar de la del concepto: ${cantidad} ${unidad}..`;

/**
 * A concepto's avance físico from its latest captured cantidad (decimal text or number): ejecutado
 * = cantidad × P.U. rounded as its importe is, in cents; null when the cantidad is not one.
 */
export const ejecutadoConcepto = (cantidad: unknown, precioUnitario: unknown) =>
  importeConcepto(cantidad, precioUnitario);

/** A re-import refused: captured avance (and estimaciones) refer to the conceptos it would replace. */
export const PRESUPUESTO_CON_AVANCE =
  'La obra ya tiene avance capturado sobre este presupuesto: no se puede reemplazar importando otro..';

/** The 404 of a partida the caller cannot see. */
export const PARTIDA_NO_ENCONTRADA = 'Partida no encontrada';

/** The status of an ajuste that moves the presupuesto (its importe vigente); a captured or refused one moves nothing. */
export const AJUSTE_VIGENTE = 'autorizado';
