/**
 * A document's CFDI in the database: the facts its checks compare (./checks.ts) read from the
 * document and its proveedor, cliente, sucursal and related compra, and the registry that lets a
 * UUID in once for the whole company (`cfdi`, unique by uuid, also under concurrency), whether its
 * XML was attached or the UUID typed (a compra's folio fiscal).
 */
import { and, eq, isNull, not, type SQL } from 'drizzle-orm';
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

/** The registry's rows of one document. */
export interface CfdiDocument {
  /** The document's schema id (`compra`) and its id. */
  tabla: string;
  registroId: number;
}

const rowsOf = (document: CfdiDocument) =>
  and(eq(cfdiTable.tabla, document.tabla), eq(cfdiTable.registroId, document.registroId));
/** The UUID typed on `document`: its row without XML. */
const typedOf = (document: CfdiDocument) => and(rowsOf(document), isNull(cfdiTable.xmlId));

/**
 * Where `uuid` is registered, as a user of `sucursalId` reads it (null: a superuser, who sees every
 * sucursal): the document and folio when it is theirs, only "another sucursal" otherwise; null when
 * new, or when it is only the UUID typed on `own` (its XML comes to confirm it).
 */
export async function registradoEn(
  db: Executor,
  uuid: string,
  sucursalId: number | null,
  own?: CfdiDocument,
): Promise<string | null> {
  const notOwn: SQL | undefined = own && not(typedOf(own)!);
  const [found] = await db
    .select({ tabla: cfdiTable.tabla, folio: cfdiTable.folio, sucursalId: cfdiTable.sucursalId })
    .from(cfdiTable)
    .where(and(eq(cfdiTable.uuid, uuid), notOwn));
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
    registrado: await registradoEn(db, cfdi.uuid, row.sucursalId, { tabla: schema.$id, registroId: row.id }),
  };
}

export interface CfdiOwner extends CfdiDocument {
  /** The document's folio (a factura's is text) and sucursal. */
  folio: number | string;
  sucursalId: number;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** Inserts a registry row; the unique index refuses a UUID a concurrent request registered a moment ago (409). */
async function register(tx: Executor, uuid: string, values: Omit<typeof cfdiTable.$inferInsert, 'uuid'>) {
  try {
    await tx.insert(cfdiTable).values({ uuid, ...values });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`El CFDI ${uuid} ya esta registrado`);
    throw error;
  }
}

/**
 * Registers the CFDI whose XML `xmlId` stores in the caller's transaction; the checks already
 * refused a UUID on record. The XML fills the document's folio fiscal: a UUID typed there before is
 * replaced by the XML's row.
 */
export async function registrarCfdi(tx: Executor, cfdi: Cfdi, owner: CfdiOwner & { xmlId: number }): Promise<void> {
  await tx.delete(cfdiTable).where(typedOf(owner));
  await register(tx, cfdi.uuid, {
    tipoComprobante: cfdi.tipoDeComprobante,
    emisorRfc: cfdi.emisor.rfc,
    receptorRfc: cfdi.receptor.rfc,
    total: centsToText(cfdi.total),
    fecha: cfdi.fecha.slice(0, 10),
    ...owner,
    folio: String(owner.folio),
  });
}

/**
 * The UUID typed on a document (null: none), in its write's transaction: the one typed before is
 * freed, and the new one registered unless it is the document's own already (its XML's). A UUID of
 * another document is refused (409) as its XML would be: naming that document, or only its sucursal.
 */
export async function registrarUuidTecleado(tx: Executor, owner: CfdiOwner, uuid: string | null): Promise<void> {
  await tx.delete(cfdiTable).where(typedOf(owner));
  if (uuid === null) return;
  const [mine] = await tx
    .select({ id: cfdiTable.id })
    .from(cfdiTable)
    .where(and(rowsOf(owner), eq(cfdiTable.uuid, uuid)));
  if (mine) return;
  const registrado = await registradoEn(tx, uuid, owner.sucursalId);
  if (registrado) throw conflict(registrado);
  await register(tx, uuid, { ...owner, folio: String(owner.folio) });
}
