/**
 * A presupuesto as OPUS and Neodata export it (.xlsx or .csv, read by the catalog import's
 * readers): title rows (company, obra, fecha), a header row found by its titles, then partidas,
 * conceptos, their subtotals and a grand total. Each row becomes a partida or a concepto de obra with
 * its errors in Spanish, in the file's order; nothing is stored here.
 */
import { schemas } from '../../../schemas';
import { parseCents, parseScaled } from '../../../schemas/money';
import {
  CANTIDAD_DECIMALES,
  NIVELES_PARTIDA,
  TOLERANCIA_CENTAVOS,
  cantidadTexto,
  claveRepetida,
  importeConcepto,
  importeNoCuadra,
  type RenglonPresupuesto,
} from '../../../schemas/presupuesto';
import { validateRecord } from '../../../schemas/validation';
import { badRequest } from '../../http-errors';
import { numero } from '../catalogo/hoja/celdas';
import { normalizarClave } from '../catalogo/hoja/clave';
import type { Renglon } from '../catalogo/hoja/leer';

const COLUMNAS = ['clave', 'descripcion', 'unidad', 'cantidad', 'precioUnitario', 'importe'] as const;
export type Columna = (typeof COLUMNAS)[number];

/** Header titles as the programs write them, compared without accents, case, spaces or dots. */
const TITULOS: Record<Columna, string[]> = {
  clave: ['clave', 'codigo', 'cod', 'clavedelconcepto'],
  descripcion: ['descripcion', 'concepto', 'descripciondelconcepto'],
  unidad: ['unidad', 'ud', 'unid', 'und'],
  cantidad: ['cantidad', 'cant'],
  precioUnitario: ['pu', 'preciounitario', 'punitario', 'precio'],
  importe: ['importe', 'monto', 'total'],
};

const tituloDe = (celda: unknown) => normalizarClave(celda).replace(/[\s.]/g, '');

/** Title rows come first; a header further down than this is not one. */
const FILAS_DE_TITULO = 30;
/** Rows read at most: 5,000 conceptos with their partidas, subtotals and title rows fit. */
export const MAXIMO_RENGLONES = 20000;

export const SIN_ENCABEZADOS =
  'No se encontro el renglon de encabezados: la hoja debe tener columnas Clave, Descripcion, Unidad, Cantidad, P.U. e Importe';

/** A row of the presupuesto as read, with its sheet row and its errors. */
export interface RenglonLeido extends RenglonPresupuesto {
  fila: number;
  errores: string[];
}

export interface PresupuestoLeido {
  renglones: RenglonLeido[];
  /** The grand total the file states, in cents, when it has one. */
  totalArchivo: bigint | null;
}

type Indices = Partial<Record<Columna, number>>;

function encabezados(celdas: unknown[]): Indices | undefined {
  const indices: Indices = {};
  celdas.forEach((celda, i) => {
    const titulo = tituloDe(celda);
    const columna = COLUMNAS.find((c) => TITULOS[c].includes(titulo));
    // The first column of a title wins: 'Total' after 'Importe' is not the importe.
    if (columna && indices[columna] === undefined) indices[columna] = i;
  });
  const { clave, descripcion, unidad, cantidad, precioUnitario, importe } = indices;
  const completo = [clave, descripcion, unidad, cantidad, precioUnitario, importe].every((i) => i !== undefined);
  return completo ? indices : undefined;
}

const texto = (celda: unknown): string => {
  if (celda === null || celda === undefined) return '';
  if (typeof celda === 'number') return numero(celda) ?? String(celda);
  return String(celda).replace(/\s+/g, ' ').trim();
};

/** A subtotal or total row: no clave, and its text says so ('Total PRELIMINARES', 'Total del presupuesto'). */
const TOTAL = /^(sub\s*total|total|suma|importe total)\b/;
/** A total that names a partida, not the presupuesto. */
const TOTAL_DE_PARTIDA = /^(sub\s*total|total|suma)\s*(de\s*(la\s*)?)?partida\b/;

/** A partida's child has the clave of its padre as a prefix ('01' → '01.02', 'A' → 'A01'). */
const hijaDe = (clave: string, padre: string) => clave.length > padre.length && clave.startsWith(padre);

class Lector {
  readonly renglones: RenglonLeido[] = [];
  totalArchivo: bigint | null = null;
  private readonly abiertas: number[] = [];
  private readonly claves = new Map<string, number>();

  constructor(private readonly columnas: Indices) {}

  private celda(celdas: unknown[], columna: Columna): unknown {
    const i = this.columnas[columna];
    return i === undefined ? null : celdas[i];
  }

  /** false once the grand total is read: what follows (IVA, signatures) is no presupuesto. */
  leer({ fila, celdas }: Renglon): boolean {
    const clave = texto(this.celda(celdas, 'clave'));
    const descripcion = texto(this.celda(celdas, 'descripcion'));
    const unidad = texto(this.celda(celdas, 'unidad'));
    const cantidad = this.celda(celdas, 'cantidad');
    const precio = this.celda(celdas, 'precioUnitario');
    const importe = this.celda(celdas, 'importe');
    const vacia = (celda: unknown) => texto(celda) === '';
    if (!clave) {
      const leyenda = normalizarClave(descripcion || texto(celdas.find((c) => !vacia(c))));
      if (TOTAL.test(leyenda)) return this.total(leyenda, importe);
      if (!descripcion || !unidad || vacia(cantidad)) return this.continuacion(descripcion, celdas);
    }
    if (clave && !unidad && vacia(cantidad) && vacia(precio)) this.partida(fila, clave, descripcion, importe);
    else this.concepto(fila, { clave, descripcion, unidad, cantidad, precio, importe });
    return true;
  }

  private total(leyenda: string, importe: unknown): boolean {
    const propia = this.abiertas.some((i) => {
      const { clave, descripcion } = this.renglones[i];
      const nombre = normalizarClave(descripcion);
      // The clave as a word of its own: 'A' is in 'Subtotal partida A', not in 'Total'.
      return ` ${leyenda} `.includes(` ${normalizarClave(clave)} `) || (nombre !== '' && leyenda.includes(nombre));
    });
    if (propia || TOTAL_DE_PARTIDA.test(leyenda)) return true;
    this.totalArchivo = parseCents(numero(importe));
    return false;
  }

  /** Text without clave or numbers continues the row above's descripcion, as long texts are split. */
  private continuacion(descripcion: string, celdas: unknown[]): boolean {
    const anterior = this.renglones.at(-1);
    if (descripcion && anterior && celdas.filter((c) => texto(c) !== '').length === 1) {
      anterior.descripcion = `${anterior.descripcion} ${descripcion}`.trim();
    }
    return true;
  }

  private padreDe(clave: string): number | undefined {
    while (this.abiertas.length > 0 && !hijaDe(clave, this.renglones[this.abiertas.at(-1)!].clave)) this.abiertas.pop();
    return this.abiertas.at(-1);
  }

  private repetida(clave: string, errores: string[], fila: number) {
    const llave = normalizarClave(clave);
    const primera = this.claves.get(llave);
    if (primera !== undefined) errores.push(claveRepetida(clave, primera));
    else this.claves.set(llave, fila);
  }

  private partida(fila: number, clave: string, descripcion: string, importe: unknown) {
    const padre = this.padreDe(clave);
    const nivel = this.abiertas.length + 1;
    const errores: string[] = [];
    if (!descripcion) errores.push('Falta la descripcion de la partida');
    if (clave.length > 40) errores.push('La clave admite hasta 40 caracteres..');
    if (nivel > NIVELES_PARTIDA) errores.push(`La partida esta en el nivel ${nivel}; se admiten ${NIVELES_PARTIDA}`);
    this.repetida(clave, errores, fila);
    this.renglones.push({
      fila,
      tipo: 'partida',
      nivel: Math.min(nivel, NIVELES_PARTIDA),
      clave,
      descripcion,
      importe: parseCents(numero(importe)) ?? undefined,
      padre,
      errores,
    });
    if (nivel <= NIVELES_PARTIDA) this.abiertas.push(this.renglones.length - 1);
  }

  private concepto(
    fila: number,
    celdas: {
      clave: string;
      descripcion: string;
      unidad: string;
      cantidad: unknown;
      precio: unknown;
      importe: unknown;
    },
  ) {
    const { clave, descripcion, unidad } = celdas;
    const errores: string[] = [];
    const padre = this.abiertas.at(-1);
    if (!clave) errores.push('Falta la clave del concepto');
    else this.repetida(clave, errores, fila);
    if (!descripcion) errores.push('Falta la descripcion');
    if (!unidad) errores.push('Falta la unidad');
    const cantidad = numeroDe(celdas.cantidad, 'La cantidad', CANTIDAD_DECIMALES, errores);
    const precio = numeroDe(celdas.precio, 'El P.U.', 2, errores);
    const calculado = cantidad !== undefined && precio !== undefined ? importeConcepto(cantidad, precio) : null;
    const archivo = texto(celdas.importe) === '' ? undefined : numeroDe(celdas.importe, 'El importe', 2, errores);
    if (calculado !== null && archivo !== undefined) {
      const diferencia = parseCents(archivo)! - calculado;
      if (diferencia > TOLERANCIA_CENTAVOS || diferencia < -TOLERANCIA_CENTAVOS) {
        errores.push(importeNoCuadra(parseCents(archivo)!, calculado));
      }
    }
    if (errores.length === 0) {
      // What only the schema says (lengths, maximums), in the words the editor shows.
      const { errors } = validateRecord(schemas.conceptoObra, {
        clave,
        descripcion,
        unidad,
        cantidad: Number(cantidad),
        precioUnitario: Number(precio),
      });
      errores.push(...Object.values(errors ?? {}));
    }
    this.renglones.push({
      fila,
      tipo: 'concepto',
      nivel: padre === undefined ? 1 : this.renglones[padre].nivel + 1,
      clave,
      descripcion,
      unidad: unidad || undefined,
      cantidad: cantidad === undefined ? undefined : cantidadTexto(parseScaled(cantidad, CANTIDAD_DECIMALES)!),
      precioUnitario: precio === undefined ? undefined : parseCents(precio)!,
      importe: calculado ?? undefined,
      padre,
      errores,
    });
  }
}

/** The cell's decimal text, checked for its decimals; undefined, with the error said, when not one. */
function numeroDe(celda: unknown, nombre: string, decimales: number, errores: string[]): string | undefined {
  if (texto(celda) === '') {
    errores.push(`Falta ${nombre.charAt(0).toLowerCase()}${nombre.slice(1)}`);
    return undefined;
  }
  const valor = numero(celda);
  if (valor === undefined) {
    errores.push(`${nombre} no es un numero: ${texto(celda)}`);
    return undefined;
  }
  if (parseScaled(valor, decimales) === null) {
    errores.push(`${nombre} admite hasta ${decimales} decimales: ${valor}`);
    return undefined;
  }
  if (valor.startsWith('-')) {
    errores.push(`${nombre} no puede ser negativo: ${valor}`);
    return undefined;
  }
  return valor;
}

/** The rows of a sheet (leerRenglones) as a presupuesto: header found, partidas told from conceptos. */
export function leerPresupuesto(filas: Renglon[]): PresupuestoLeido {
  const inicio = filas.slice(0, FILAS_DE_TITULO).findIndex((f) => encabezados(f.celdas));
  if (inicio < 0) throw badRequest(SIN_ENCABEZADOS);
  if (filas.length > MAXIMO_RENGLONES) {
    throw badRequest('La hoja tiene mas de 20,000 renglones; dividala en varias obras');
  }
  const lector = new Lector(encabezados(filas[inicio].celdas)!);
  for (const fila of filas.slice(inicio + 1)) {
    if (fila.celdas.every((c) => texto(c) === '')) continue;
    if (!lector.leer(fila)) break;
  }
  if (!lector.renglones.some((r) => r.tipo === 'concepto')) {
    throw badRequest('La hoja no tiene conceptos bajo sus encabezados');
  }
  return { renglones: lector.renglones, totalArchivo: lector.totalArchivo };
}

/** The counts and totals of a read presupuesto, in cents. */
export function cuentas({ renglones }: PresupuestoLeido) {
  const conceptos = renglones.filter((r) => r.tipo === 'concepto');
  return {
    partidas: renglones.length - conceptos.length,
    conceptos: conceptos.length,
    conErrores: renglones.filter((r) => r.errores.length > 0).length,
    total: conceptos.reduce((acc, r) => acc + (r.importe ?? 0n), 0n),
  };
}
