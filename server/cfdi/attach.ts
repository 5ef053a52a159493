/**
 * The CFDI part of a document's comprobante (server/domain/document.ts): the XML read and checked
 * against the document as its `x-lifecycle.adjuntar.cfdi` declares, either to show the checks before
 * the user confirms (`revision`) or, in the upload's transaction, to store the XML, register its
 * UUID and fill the document's fields (`attachCfdi`). A failed check refuses the upload (409 with
 * every failed check), so nothing is stored.
 */
import type { EntitySchema } from '../../schemas';
import type { CfdiRule } from '../../schemas/lifecycle';
import { fromCents } from '../../schemas/money';
import type { Caller } from '../auth/session';
import type { Executor } from '../db/client';
import { storeChecked, type Owner, type Upload } from '../files/documentos';
import type { FileStore } from '../files/storage';
import type { Fields } from '../entity/define';
import { HttpError } from '../http-errors';
import { valoresDe } from '../../schemas/lifecycle';
import { revisarCfdi, type Revision } from '../../schemas/cfdi-checks';
import { factsOf, registrarCfdi, type CfdiDocumentRow } from './document-cfdi';
import type { Cfdi } from './read';

export const XML = 'application/xml';
export const CFDI_NO_CORRESPONDE = 'El CFDI no corresponde al documento';

/** The CFDI as the browser shows it: amounts in pesos (JSON numbers of at most 2 decimals). */
export function cfdiResumen(cfdi: Cfdi) {
  return {
    version: cfdi.version,
    serie: cfdi.serie,
    folio: cfdi.folio,
    fecha: cfdi.fecha,
    tipoDeComprobante: cfdi.tipoDeComprobante,
    moneda: cfdi.moneda,
    subTotal: fromCents(cfdi.subTotal),
    descuento: fromCents(cfdi.descuento),
    iva: fromCents(cfdi.totalImpuestosTrasladados),
    retenciones: fromCents(cfdi.totalImpuestosRetenidos),
    total: fromCents(cfdi.total),
    emisor: cfdi.emisor,
    receptor: cfdi.receptor,
    uuid: cfdi.uuid,
    fechaTimbrado: cfdi.fechaTimbrado,
    relacionados: cfdi.relacionados,
    conceptos: cfdi.conceptos.map((c) => ({
      claveProdServ: c.claveProdServ,
      cantidad: c.cantidad,
      claveUnidad: c.claveUnidad,
      unidad: c.unidad,
      descripcion: c.descripcion,
      valorUnitario: c.valorUnitario,
      importe: c.importe,
      tasaIva: c.traslados.find((t) => t.impuesto === '002')?.tasaOCuota,
    })),
  };
}

export interface CfdiTarget {
  schema: EntitySchema;
  rule: CfdiRule;
  /** The document as stored and as read (its lines included). */
  document: { row: CfdiDocumentRow; record: Fields };
}

/** The checks and the values the CFDI would fill; nothing is written. */
export async function revision(db: Executor, target: CfdiTarget, cfdi: Cfdi) {
  const facts = await factsOf(db, target.schema, target.rule, target.document, cfdi);
  const revisiones = revisarCfdi(target.rule, cfdi, facts);
  return {
    cfdi: cfdiResumen(cfdi),
    valores: valoresDe(target.rule, cfdi),
    revisiones,
    valido: revisiones.every((r) => r.ok),
  };
}

const refusal = (failed: Revision[]) => {
  const registrado = failed.find((r) => r.regla === 'uuid');
  const errors = failed
    .flatMap((r) => [r.mensaje, ...(r.detalles ?? [])])
    .map((message) => ({ field: 'xml', message }));
  return new HttpError(409, registrado?.mensaje ?? CFDI_NO_CORRESPONDE, errors);
};

/**
 * In the caller's transaction, on the locked document: checks (409 on any failure), stores the XML
 * as a documento of the document's owner and registers its UUID; answers the XML's documento and
 * the fields to fill.
 */
export async function attachCfdi(
  tx: Executor,
  files: FileStore,
  caller: Caller,
  target: CfdiTarget & { owner: Owner; xml: Upload; tabla: string },
  cfdi: Cfdi,
): Promise<{ xmlId: number; valores: Record<string, string> }> {
  const { revisiones, valores } = await revision(tx, target, cfdi);
  const failed = revisiones.filter((r) => !r.ok);
  if (failed.length > 0) throw refusal(failed);
  const stored = await storeChecked(tx, files, caller, target.xml, target.owner, XML);
  const { row } = target.document;
  await registrarCfdi(tx, cfdi, {
    tabla: target.tabla,
    registroId: row.id,
    folio: row.folio,
    sucursalId: row.sucursalId,
    xmlId: stored.id,
  });
  return { xmlId: stored.id, valores };
}
