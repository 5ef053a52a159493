/**
 * A CFDI as read from its XML (server/cfdi/read.ts), for the server and the mocks alike: money in
 * cents, the conceptos' values as the decimal texts the XML wrote. ./cfdi-checks.ts compares it with
 * a document.
 */
/** A tax line; decimal texts as written. */
export interface CfdiImpuesto {
  impuesto: string;
  tipoFactor: string;
  tasaOCuota?: string;
  base: string;
  importe?: string;
}

export interface CfdiConcepto {
  claveProdServ: string;
  cantidad: string;
  claveUnidad: string;
  unidad?: string;
  descripcion: string;
  /** Decimal texts exactly as in the XML (up to 6 decimals). */
  valorUnitario: string;
  importe: string;
  descuento?: string;
  traslados: CfdiImpuesto[];
  retenciones: CfdiImpuesto[];
}

export interface Cfdi {
  version: '4.0' | '3.3';
  serie?: string;
  folio?: string;
  /** As written, 'YYYY-MM-DDTHH:mm:ss'. */
  fecha: string;
  /** I, E, T, N, P. */
  tipoDeComprobante: string;
  moneda: string;
  /** Cents. */
  subTotal: bigint;
  descuento: bigint;
  total: bigint;
  /** Cents, from the Comprobante's own Impuestos (0n when absent). */
  totalImpuestosTrasladados: bigint;
  totalImpuestosRetenidos: bigint;
  emisor: { rfc: string; nombre?: string };
  receptor: { rfc: string; nombre?: string; usoCfdi: string };
  conceptos: CfdiConcepto[];
  /** The TimbreFiscalDigital's UUID, upper-cased. */
  uuid: string;
  fechaTimbrado: string;
  /** Every CfdiRelacionado of every CfdiRelacionados group; uuids upper-cased. */
  relacionados: { tipoRelacion: string; uuid: string }[];
}
