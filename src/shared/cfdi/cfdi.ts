/**
 * What the screens take from a CFDI as the server read it (`LecturaCfdi`, `RevisionCfdi`): its folio,
 * date and conceptos as a document's values, and what a revision says it fills, as the user reads it.
 */
import { HttpError } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { valorDelCfdi } from '../../../schemas/lifecycle';
import type { ResultOf } from '../../dataProvider';
import { labelOf } from '../../engine';
import { fechaCorta } from '../formato';

export type LecturaCfdi = ResultOf<'leerCfdi'>;
export type RevisionCfdi = ResultOf<'revisarCfdi'>;
export type Cfdi = LecturaCfdi['cfdi'];

/** A CFDI read, and its XML, which is attached to the document once it is saved. */
export interface CfdiCargado {
  lectura: LecturaCfdi;
  xml: File;
}

/** A CFDI read on one screen for the document another one creates, as react-router's location state. */
export const estadoConCfdi = (cargado: CfdiCargado) => ({ cfdi: cargado });

/** The CFDI a screen was opened with (`estadoConCfdi`), if any. */
export const cfdiDelEstado = (state: unknown): CfdiCargado | undefined =>
  (state as { cfdi?: CfdiCargado } | null | undefined)?.cfdi;

/** Serie and Folio together, as the server fills a folioProveedor ('A' + '1234'), and a factura's folio. */
export const folioDelCfdi = (cfdi: Cfdi): string | undefined => valorDelCfdi('serieFolio', cfdi);

/** The date part of the CFDI's Fecha (YYYY-MM-DD). */
export const fechaDelCfdi = (cfdi: Cfdi): string => valorDelCfdi('fecha', cfdi)!;

const MAX_FOLIO = 2147483647;

/** The CFDI's Folio as a gasto's integer folio: only when it is all digits (a receipt's number). */
export function folioNumerico(cfdi: Cfdi): number | undefined {
  if (!cfdi.folio || !/^\d+$/.test(cfdi.folio)) return undefined;
  const folio = Number(cfdi.folio);
  return folio >= 1 && folio <= MAX_FOLIO ? folio : undefined;
}

/**
 * A CFDI amount text ('245.000000') cut to cents as text before it becomes a number, so no float
 * arithmetic rounds it: '12.345678' is 12.34.
 */
export function precioDeTexto(text: string): number {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return Number(text);
  const [, enteros, decimales = ''] = match;
  return Number(`${enteros}.${decimales.slice(0, 2) || '0'}`);
}

/** The conceptos as a document's delivered lines (a nota de crédito's). */
export const conceptosComoLineas = (cfdi: Cfdi) =>
  cfdi.conceptos.map((concepto) => ({
    nombre: concepto.descripcion,
    unidadMedida: concepto.unidad,
    cantidadSurtida: Number(concepto.cantidad),
    precioUnitario: precioDeTexto(concepto.valorUnitario),
    // Without a TasaOCuota the concepto is exento.
    tasaiva: concepto.tasaIva ? Number(concepto.tasaIva) : 0,
  }));

/** 'Folio Proveedor A-1234, Folio Fiscal …, Fecha 05/03/2026': the document's fields a CFDI fills, labelled. */
export function llenaraTexto(schema: EntitySchema, valores: Record<string, string | undefined>): string {
  return Object.entries(valores)
    .filter(([, valor]) => valor !== undefined && valor !== '')
    .map(([campo, valor]) => {
      const fecha = schema.properties[campo]?.format === 'date';
      return `${labelOf(schema, campo)} ${fecha ? fechaCorta(valor) : valor}`;
    })
    .join(', ');
}

/** The server's refusal of a CFDI, with its one detail when it names one ('Falta el atributo …'). */
export function mensajeDeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const detalle =
    error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined)?.xml : undefined;
  return detalle && detalle !== error.message ? `${error.message}: ${detalle}` : error.message;
}
