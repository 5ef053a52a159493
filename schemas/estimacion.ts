/**
 * The estimación and its carátula (docs/domain.md, Estimación): the arithmetic the server stores and
 * the browser and mocks show, in integer cents rounded half up, and the Spanish refusals every layer
 * shows alike.
 */
import { divRound, formatCents, parseScaled } from './money';

/** A retención's tasa is a percent with up to 4 decimals (0.5: 5 al millar). */
export const TASA_DECIMALES = 4;
const CIEN_POR_CIENTO = 100n * 10n ** BigInt(TASA_DECIMALES);

/** IVA rates an obra may bill at: general, and the border region's. */
export const TASAS_IVA = [16, 8] as const;
export type TasaIva = (typeof TASAS_IVA)[number];

export type BaseRetencion = 'importe' | 'subtotal';

/** A retención the client withholds on every estimación of the obra (the obra's `retenciones`). */
export interface RetencionDeObra {
  nombre: string;
  base: BaseRetencion;
  /** Percent, up to 4 decimals. */
  tasa: number | string;
  /** Returned at the finiquito (a fondo de garantía): the finiquito withholds none and gives back what was. */
  seDevuelve?: boolean;
}

export interface CaratulaEntrada {
  /** Σ importe of the estimación's lines, in cents. */
  importe: bigint;
  /** The obra's anticipo and contract amount (before IVA), in cents. */
  anticipo: bigint;
  contrato: bigint;
  /** What the obra's other estimaciones amortized, in cents. */
  amortizadoAntes: bigint;
  finiquito: boolean;
  tasaIva: number;
  retenciones: readonly RetencionDeObra[];
  /** Per retención nombre, what the obra's other estimaciones withheld by it, in cents (for the finiquito's devolución). */
  retenidoAntes: ReadonlyMap<string, bigint>;
  /** Each deducción's importe, in cents. */
  deducciones: readonly bigint[];
}

export interface RetencionAplicada {
  nombre: string;
  base: BaseRetencion;
  tasa: number;
  /** Cents; negative for a devolución at the finiquito. */
  importe: bigint;
}

export interface Caratula {
  importe: bigint;
  amortizacion: bigint;
  subtotal: bigint;
  iva: bigint;
  retenciones: RetencionAplicada[];
  totalRetenciones: bigint;
  totalDeducciones: bigint;
  neto: bigint;
}

/** The line the finiquito adds for what a retención that is returned had withheld. */
export const devolucionDe = (nombre: string) => `Devolucion de ${nombre}`;

const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

/**
 * amortización = importe × anticipo ÷ contrato, half up, never more than what is left to amortize;
 * the finiquito amortizes all that is left.
 */
export function amortizacionDe(
  entrada: Pick<CaratulaEntrada, 'importe' | 'anticipo' | 'contrato' | 'amortizadoAntes' | 'finiquito'>,
) {
  const pendiente = entrada.anticipo - entrada.amortizadoAntes;
  if (pendiente <= 0n || entrada.contrato <= 0n) return 0n;
  if (entrada.finiquito) return pendiente;
  const proporcional = divRound(entrada.importe * entrada.anticipo, entrada.contrato);
  return proporcional < pendiente ? proporcional : pendiente;
}

/** A retención's tasa in ten-thousandths of a percent; null when it is not one. */
export const tasaEscalada = (tasa: unknown) => parseScaled(tasa, TASA_DECIMALES);

/**
 * The carátula: importe − amortización = subtotal; IVA on the subtotal; each retención on its base
 * (the finiquito returns, as a negative line, what a `seDevuelve` retención withheld before and
 * withholds nothing by it); neto (alcance líquido) = subtotal + IVA − retenciones − deducciones.
 */
export function caratula(entrada: CaratulaEntrada): Caratula {
  const { importe, finiquito } = entrada;
  const amortizacion = amortizacionDe(entrada);
  const subtotal = importe - amortizacion;
  const iva = divRound(subtotal * BigInt(entrada.tasaIva), 100n);
  const retenciones: RetencionAplicada[] = [];
  for (const r of entrada.retenciones) {
    const tasa = Number(r.tasa);
    if (finiquito && r.seDevuelve) {
      const antes = entrada.retenidoAntes.get(r.nombre) ?? 0n;
      if (antes > 0n) retenciones.push({ nombre: devolucionDe(r.nombre), base: r.base, tasa, importe: -antes });
      continue;
    }
    const base = r.base === 'importe' ? importe : subtotal;
    retenciones.push({
      nombre: r.nombre,
      base: r.base,
      tasa,
      importe: divRound(base * (tasaEscalada(r.tasa) ?? 0n), CIEN_POR_CIENTO),
    });
  }
  const totalRetenciones = sum(retenciones.map((r) => r.importe));
  const totalDeducciones = sum(entrada.deducciones);
  return {
    importe,
    amortizacion,
    subtotal,
    iva,
    retenciones,
    totalRetenciones,
    totalDeducciones,
    neto: subtotal + iva - totalRetenciones - totalDeducciones,
  };
}

/**
 * 'Copiar cantidades de avance': what a concepto's captured avance leaves to bill in this estimación,
 * in diezmilésimas — the cantidad executed up to the period's end less what earlier estimaciones
 * billed, never more than what the vigente leaves after every other estimación, never below 0.
 */
export function cantidadDelAvance(ejecutado: bigint, anterior: bigint, vigente: bigint, enOtras: bigint): bigint {
  const porAvance = ejecutado - anterior;
  const disponible = vigente - enOtras;
  const cantidad = porAvance < disponible ? porAvance : disponible;
  return cantidad > 0n ? cantidad : 0n;
}

/** Decimal text of a cantidad for a message: up to 4 decimals, thousands separated. */
const cantidadLeida = (cantidad: string | number) =>
  Number(cantidad).toLocaleString('en-US', { maximumFractionDigits: 4 });

/** The refusals of an estimación (docs/domain.md, Estimación): the server's, and the mocks'. */
export const acumuladoExcede = (clave: string, acumulado: string | number, vigente: string | number) =>
  `El acumulado del concepto ${clave} (${cantidadLeida(acumulado)}) excede su cantidad vigente (${cantidadLeida(vigente)})..`;

export const conceptoDeOtraObra = (clave: string) => `El concepto ${clave} no es del presupuesto de esta obra..`;

export const CONCEPTO_INEXISTENTE = 'El concepto no existe en el presupuesto de esta obra..';

export const conceptoRepetido = (clave: string) => `El concepto ${clave} se repite en la estimacion..`;

export const periodoTraslapa = (folio: number, del: string, al: string) =>
  `El periodo se traslapa con el de la Estimacion ${folio} (${fechaLeida(del)} al ${fechaLeida(al)})..`;

export const PERIODO_INVERTIDO = 'El periodo debe terminar despues de empezar..';

export const obraFiniquitada = (folio: number) =>
  `La obra ya tiene finiquito (Estimacion ${folio}): ya no se estima mas..`;

export const finiquitoNoEsUltimo = (folio: number) =>
  `El finiquito debe ser la ultima estimacion: la Estimacion ${folio} es de un periodo posterior..`;

export const finiquitoNoAlcanza = (pendiente: bigint) =>
  `El importe del finiquito no alcanza a amortizar el anticipo pendiente (${formatCents(pendiente)})..`;

export const NETO_SIN_SALDO = 'El alcance liquido debe ser mayor a cero para facturar..';

export const MOTIVO_DEVOLUCION = 'Escriba el motivo de la devolucion (hasta 1,000 caracteres)..';

/** A factura an estimación made keeps the estimación's alcance líquido as its total. */
export const facturaDeEstimacion = (folio: number) =>
  `La factura es de la Estimacion ${folio}: su total es el alcance liquido de la estimacion..`;

/** A presupuesto re-import refused: estimaciones bill its conceptos. */
export const PRESUPUESTO_CON_ESTIMACIONES =
  'La obra tiene estimaciones sobre este presupuesto: ya no se puede reemplazar importando otra hoja..';

/** DD/MM/YYYY of an ISO day, as messages read dates. */
function fechaLeida(iso: string) {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
