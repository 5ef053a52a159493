/**
 * A document's CFDI in the database: the facts its checks compare (./checks.ts) read from the
 * document and its proveedor, cliente, sucursal and related compra, and the registry that lets a
 * UUID in once for the whole company (`cfdi`, unique by uuid, also under concurrency).
 */
import { eq } from 'drizzle-orm';
import { schemas, type EntitySchema } from '../../schemas';
import type { CfdiRule } from '../../schemas/lifecycle';
import { centsToText, toCents, type LineValues } from '../../schemas/money';
import { isRecord } from '../../schemas/validation';
import type { Executor } from '../db/client';
import { cfdi as cfdiTable, cliente, compra, proveedor, sucursal } from '../db/schema';
import type { Fields } from '../entity/define';
import type { DocumentRow } from '../domain/document';
import { conflict } from '../http-errors';
import { cfdiRegistrado, cfdiRegistradoEnOtraSucursal, type CfdiFacts } from '../../schemas/cfdi-checks';
import type { Cfdi } from './read';

/** A document's row as its CFDI's checks read it: a factura's cliente, a nota's compra. */
export type CfdiDocumentRow = DocumentRow & { clienteId?: number; compraId?: number; folioCompra?: number };

/**
 * Where `uuid` is registered, as a user of `sucursalId` reads it (null: a superuser, who sees every
 * sucursal): the document and folio when it is theirs, only "another sucursal" otherwise; null when new.
 */
export async function registradoEn(db: Executor, uuid: string, sucursalId: number | null): Promise<string | null> {
  const [found] = await db
    .select({ tabla: cfdiTable.tabla, folio: cfdiTable.folio, sucursalId: cfdiTable.sucursalId })
    .from(cfdiTable)
    .where(eq(cfdiTable.uuid, uuid));
  if (!found) return null;
  if (sucursalId !== null && found.sucursalId !== sucursalId) return cfdiRegistradoEnOtraSucursal(uuid);
  const title = Object.values(schemas).find((schema) => schema.$id === found.tabla)?.title ?? found.tabla;
  return cfdiRegistrado(uuid, title, found.folio);
}

/** The RFC of the document's proveedor or cliente, as the rule names its contraparte; null without one. */
async function rfcOf(db: Executor, rule: CfdiRule, row: CfdiDocumentRow): Promise<string | null> {
  const id = rule.contraparte === 'proveedor' ? row.proveedorId : row.clienteId;
  if (id === undefined) return null;
  const [found] =
    rule.contraparte === 'proveedor'
      ? await db.select({ rfc: proveedor.rfc }).from(proveedor).where(eq(proveedor.id, id))
      : await db.select({ rfc: cliente.rfc }).from(cliente).where(eq(cliente.id, id));
  return found?.rfc ?? null;
}

async function empresaRfc(db: Executor, row: CfdiDocumentRow): Promise<string | null> {
  const [found] = await db.select({ rfc: sucursal.rfc }).from(sucursal).where(eq(sucursal.id, row.sucursalId));
  return found?.rfc ?? null;
}

async function relacionOf(db: Executor, rule: CfdiRule, row: CfdiDocumentRow): Promise<CfdiFacts['relacion']> {
  if (rule.relacion !== 'compra' || row.compraId === undefined) return undefined;
  const [found] = await db
    .select({ folio: compra.folio, uuid: compra.folioFiscal })
    .from(compra)
    .where(eq(compra.id, row.compraId));
  return { nombre: `la compra #${found?.folio ?? row.folioCompra}`, uuid: found?.uuid ?? null };
}

/** The document's lines as the totals read them: the schema's product lines, with their quantity field. */
function linesOf(schema: EntitySchema, record: Fields): LineValues[] | undefined {
  const entry = Object.entries(schema.properties).find(([, p]) => p['x-ui']?.widget === 'productLines');
  if (!entry) return undefined;
  const [name, property] = entry;
  const cantidad = property['x-ui']?.lineFields?.cantidad ?? 'cantidad';
  const lines = record[name];
  return (Array.isArray(lines) ? lines.filter(isRecord) : []).map((line) => ({
    cantidad: line[cantidad],
    precioUnitario: line.precioUnitario,
    tasaiva: line.tasaiva,
  }));
}

const centsOf = (value: unknown) => (value === undefined || value === null ? undefined : toCents(value as number));

/** What the checks of `rule` compare `cfdi` with, for a document as stored (`row`) and as read (`record`). */
export async function factsOf(
  db: Executor,
  schema: EntitySchema,
  rule: CfdiRule,
  document: { row: CfdiDocumentRow; record: Fields },
  cfdi: Cfdi,
): Promise<CfdiFacts> {
  const { row, record } = document;
  return {
    contraparteRfc: await rfcOf(db, rule, row),
    empresaRfc: await empresaRfc(db, row),
    relacion: await relacionOf(db, rule, row),
    subTotal: schema.properties.subTotal ? centsOf(record.subTotal) : undefined,
    iva: schema.properties.iva ? centsOf(record.iva) : undefined,
    total: centsOf(record.total) ?? 0n,
    lineas: linesOf(schema, record),
    registrado: await registradoEn(db, cfdi.uuid, row.sucursalId),
  };
}

export interface CfdiOwner {
  /** The document's schema id (`compra`), its id, folio (a factura's is text) and sucursal. */
  tabla: string;
  registroId: number;
  folio: number | string;
  sucursalId: number;
  /** The stored XML. */
  xmlId: number;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Registers the CFDI in the caller's transaction. The checks already refused a UUID on record; the
 * unique index refuses the one a concurrent request registered a moment ago (409, nothing stored).
 */
export async function registrarCfdi(tx: Executor, cfdi: Cfdi, owner: CfdiOwner): Promise<void> {
  try {
    await tx.insert(cfdiTable).values({
      uuid: cfdi.uuid,
      tipoComprobante: cfdi.tipoDeComprobante,
      emisorRfc: cfdi.emisor.rfc,
      receptorRfc: cfdi.receptor.rfc,
      total: centsToText(cfdi.total),
      fecha: cfdi.fecha.slice(0, 10),
      ...owner,
      folio: String(owner.folio),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`El CFDI ${cfdi.uuid} ya esta registrado`);
    throw error;
  }
}
